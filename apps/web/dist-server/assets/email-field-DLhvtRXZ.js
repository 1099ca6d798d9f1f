import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { y as useSearchParams } from "./asset-types-CNV3WNaR.js";
import { K as useTranslation, g as useLang } from "../entry-server.js";
import { n as safeRedirectTarget } from "./redirect-DyUJvNlf.js";
import { t as AccountTextField } from "./text-field-B0Jd9m5L.js";
// src/features/accounts/hooks/use-redirect-target.ts
/**
* Where to go after signing in: `?redirect=` when it is a safe path, else the home
* page. `passOn` is what links to the other account pages carry along.
*/
function useRedirectTarget() {
	const lang = useLang();
	const [params] = useSearchParams();
	const raw = params.get("redirect");
	const target = safeRedirectTarget(raw, lang);
	return {
		target,
		passOn: target === `/${lang}/` ? null : target
	};
}
// src/features/accounts/components/email-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The account's e-mail address: typed as written, with the e-mail keyboard on phones. */
function EmailField({ control, name, autoComplete }) {
	const { t } = useTranslation("accounts");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccountTextField, {
		control,
		name,
		label: t("fields.email"),
		type: "email",
		autoComplete,
		required: true,
		slotProps: { htmlInput: {
			autoCapitalize: "none",
			spellCheck: false,
			inputMode: "email"
		} }
	});
}
export { useRedirectTarget as n, EmailField as t };
