import { K as useTranslation } from "../entry-server.js";
import { t as FormTextField } from "./form-text-field-h-0T5pnn.js";
import { l as problemKeysOf } from "./redirect-DyUJvNlf.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/features/accounts/components/text-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A field of an account form: its problems read as one sentence each, in the page's language. */
function AccountTextField(props) {
	const { t } = useTranslation("accounts");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
		...props,
		describeError: (error, value) => problemKeysOf(props.name, error, value).map((key) => t(key)).join(" ")
	});
}
export { AccountTextField as t };
