import { t as TextField } from "./TextField-CH3yq_ZU.js";
import { a as useController, n as readableFieldErrors } from "./readable-errors-C4sV7A4s.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
// src/components/form-text-field.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* A text field of a react-hook-form form: its value and problems come from the form, its
* problem reads as its helper text, and a refused submit can focus it.
*/
function FormTextField({ control, name, describeError, hint, slotProps, sx, ...props }) {
	const { field, fieldState } = useController({
		control,
		name
	});
	const value = field.value ?? "";
	const problem = fieldState.error ? describeError(fieldState.error, value) : void 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		fullWidth: true,
		...props,
		name: field.name,
		value,
		onChange: field.onChange,
		onBlur: field.onBlur,
		inputRef: field.ref,
		error: problem !== void 0,
		sx: [readableFieldErrors, ...Array.isArray(sx) ? sx : [sx]],
		helperText: problem ?? hint,
		slotProps: {
			...slotProps,
			htmlInput: {
				"aria-invalid": problem !== void 0,
				...slotProps?.htmlInput
			}
		}
	});
}
export { FormTextField as t };
