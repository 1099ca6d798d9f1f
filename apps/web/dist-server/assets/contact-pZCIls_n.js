import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { A as Link, K as useTranslation, N as Box, O as Button, g as useLang } from "../entry-server.js";
import { t as PageHeading } from "./page-heading-DZ1DFSmw.js";
import { t as createSvgIcon } from "./createSvgIcon-2Z0OS6ZB.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { r as Paper } from "./useReducedMotion-DNKmSelM.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { t as TOWN } from "./town-DXtctMc-.js";
import { t as LocationMap } from "./location-map-BXLgbY13.js";
import { o as useForm, r as u } from "./readable-errors-C4sV7A4s.js";
import { t as Alert } from "./Alert-B2OUS1du.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { t as W } from "./dist-HGywbY5N.js";
import { c as email, f as object, h as string, i as _enum, v as uuid } from "./schemas-J8q5Yb95.js";
import { n as datetime } from "./iso-B4G9o12K.js";
import { r as apiFetch, s as ERROR_CODES, t as ApiError } from "./api-client-Ba84igAR.js";
import { a as isSupportedLanguage, r as SUPPORTED_LANGUAGES } from "./languages-CqGr3DKn.js";
import { t as FormTextField } from "./form-text-field-h-0T5pnn.js";
import { t as useMutation } from "./useMutation--Q4XzZf_.js";
// ../../node_modules/@mui/icons-material/Email.mjs
var import_jsx_runtime = require_jsx_runtime();
var Email_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z" }), "Email");
// ../../node_modules/@mui/icons-material/Phone.mjs
var Phone_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z" }), "Phone");
// ../../node_modules/@mui/icons-material/Place.mjs
var Place_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C8.13 2 5 5.13 5 9c0 5.25 7 13 7 13s7-7.75 7-13c0-3.87-3.13-7-7-7m0 9.5c-1.38 0-2.5-1.12-2.5-2.5s1.12-2.5 2.5-2.5 2.5 1.12 2.5 2.5-1.12 2.5-2.5 2.5" }), "Place");
// src/features/contact/components/contact-details.tsx
var telHref = (phone) => `tel:${phone.replace(/[^\d+]/g, "")}`;
/** The tourist office: where it is, how to call or write, and a small map. */
function ContactDetails() {
	const { t } = useTranslation("contact");
	const { address } = TOWN;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "section",
		"aria-labelledby": "contact-office",
		sx: { p: {
			xs: 2,
			sm: 3
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h2",
				id: "contact-office",
				sx: { mb: 2 },
				children: t("office")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "address",
				sx: {
					fontStyle: "normal",
					display: "grid",
					gap: 1.5,
					mb: 3
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							gap: 1
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Place_default, {
							"aria-hidden": true,
							color: "primary"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: t("officeName", { town: TOWN.name }) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: address.street }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, { children: `${address.postalCode} ${address.locality} (${address.province})` })
						] })]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							gap: 1,
							alignItems: "center"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Phone_default, {
							"aria-hidden": true,
							color: "primary"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							href: telHref(TOWN.phone),
							"aria-label": `${t("phone")}: ${TOWN.phone}`,
							children: TOWN.phone
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							gap: 1,
							alignItems: "center",
							minWidth: 0
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Email_default, {
							"aria-hidden": true,
							color: "primary"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							href: `mailto:${TOWN.email}`,
							sx: { overflowWrap: "anywhere" },
							"aria-label": `${t("email")}: ${TOWN.email}`,
							children: TOWN.email
						})]
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LocationMap, {
				lat: TOWN.centre.lat,
				lng: TOWN.centre.lng,
				label: t("officeName", { town: TOWN.name }),
				mapLabel: t("mapLabel"),
				height: 260
			})
		]
	});
}
// ../../node_modules/@mui/icons-material/Send.mjs
var Send_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M2.01 21 23 12 2.01 3 2 10l15 2-15 2z" }), "Send");
// ../../packages/shared/src/messages.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var MESSAGE_MAX_LENGTH = 5e3;
/** One line of text: a line break in a name or subject would end up in a mail header. */
var singleLine = (max) => string().trim().min(1).max(max).regex(/^[^\r\n]*$/, "Must be a single line");
/**
* The contact form (POST /api/v1/message), shared by the web form and the API.
* `website` is a honeypot: hidden from people, so only robots fill it in.
*/
var contactMessageSchema = object({
	name: singleLine(100),
	email: email().max(254),
	subject: singleLine(150),
	message: string().trim().min(10).max(MESSAGE_MAX_LENGTH),
	lang: _enum(SUPPORTED_LANGUAGES),
	website: string().max(500).optional()
});
/** The name of the honeypot field, for the form to render it hidden. */
var HONEYPOT_FIELD = "website";
var messageReceiptSchema = object({
	id: uuid(),
	receivedAt: datetime({ offset: true })
});
// src/features/contact/api/send-message.ts
function sendMessage(message) {
	return apiFetch("/api/v1/message", {
		method: "POST",
		body: message,
		schema: messageReceiptSchema
	});
}
var useSendMessage = () => useMutation({ mutationFn: sendMessage });
// src/features/contact/hooks/use-contact-validation.ts
var CONTACT_FIELDS = [
	"name",
	"email",
	"subject",
	"message"
];
/** What the visitor fills in: the shared schema (the one the API checks with) without the page's own fields. */
var contactFormSchema = contactMessageSchema.pick({
	name: true,
	email: true,
	subject: true,
	message: true
});
/**
* The shared schema decides whether a field is right; this only turns its verdict on a
* field into a sentence in the page's language.
*/
function useContactValidation() {
	const { t } = useTranslation("contact");
	return { validateField: (0, import_react.useCallback)((field, value) => {
		if (value.trim() === "") return t("errors.required");
		const result = contactFormSchema.shape[field].safeParse(value);
		if (result.success) return void 0;
		const issue = result.error.issues[0];
		switch (issue.code) {
			case "too_small": return t("errors.tooShort", { count: Number(issue.minimum ?? 10) });
			case "too_big": return t("errors.tooLong", { count: Number(issue.maximum) });
			case "invalid_format": return field === "email" ? t("errors.email") : t("errors.singleLine");
			default: return t("errors.invalid");
		}
	}, [t]) };
}
// src/features/contact/components/contact-form.tsx
var EMPTY = {
	name: "",
	email: "",
	subject: "",
	message: ""
};
/** Fields with a hint under them while they have no error. */
var HINTED = ["email", "message"];
/** Off-screen rather than display:none, so that robots still see a field to fill in. */
var honeypotSx = {
	position: "absolute",
	left: "-10000px",
	top: "auto",
	width: 1,
	height: 1,
	overflow: "hidden"
};
/** The type of a field error the server reported. */
var SERVER_ERROR = "server";
/**
* The contact form (docs/rules.md#contact-messages): each field checked as the visitor leaves it and again
* on sending, with the shared schema; the server's verdict is shown the same way.
*/
function ContactForm({ lang }) {
	const { t } = useTranslation("contact");
	const { validateField } = useContactValidation();
	const send = useSendMessage();
	const form = useForm({
		resolver: u(contactFormSchema),
		defaultValues: EMPTY,
		mode: "onTouched"
	});
	const [formError, setFormError] = (0, import_react.useState)(null);
	const honeypot = (0, import_react.useRef)(null);
	const showServerError = (error) => {
		if (error instanceof ApiError && error.code === ERROR_CODES.validationError && Array.isArray(error.details)) {
			const named = new Set(error.details.map((detail) => detail.field?.replace(/^body\./, "")));
			const fields = CONTACT_FIELDS.filter((field) => named.has(field));
			for (const field of fields) form.setError(field, { type: SERVER_ERROR });
			if (fields[0]) {
				form.setFocus(fields[0]);
				return;
			}
		}
		if (error instanceof ApiError && error.code === ERROR_CODES.rateLimited) setFormError(t("errors.rateLimited"));
		else if (error instanceof ApiError) setFormError(t("errors.failed"));
		else setFormError(t("errors.network"));
	};
	const submit = (event) => {
		setFormError(null);
		return form.handleSubmit((values) => send.mutate({
			...values,
			lang: isSupportedLanguage(lang) ? lang : "en",
			[HONEYPOT_FIELD]: honeypot.current?.value || void 0
		}, {
			onSuccess: () => {
				W.success(t("sent"));
				form.reset(EMPTY);
			},
			onError: showServerError
		}))(event);
	};
	const field = (name, extra = {}) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
		control: form.control,
		id: `contact-${name}`,
		name,
		label: t(`fields.${name}`),
		describeError: (_error, value) => validateField(name, value) ?? t("errors.rejected"),
		hint: HINTED.includes(name) ? t(`help.${name}`, { count: 10 }) : void 0,
		required: true,
		slotProps: { htmlInput: { maxLength: contactFormSchema.shape[name].maxLength ?? void 0 } },
		...extra
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		sx: { p: {
			xs: 2,
			sm: 3
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h2",
				id: "contact-form-title",
				sx: { mb: 1 },
				children: t("formTitle")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: { mb: 3 },
				children: t("formIntro")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "form",
				noValidate: true,
				onSubmit: submit,
				"aria-labelledby": "contact-form-title",
				sx: {
					display: "grid",
					gap: 2.5
				},
				children: [
					field("name", { autoComplete: "name" }),
					field("email", {
						type: "email",
						autoComplete: "email"
					}),
					field("subject"),
					field("message", {
						multiline: true,
						minRows: 5
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						"aria-hidden": "true",
						sx: honeypotSx,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("label", {
							htmlFor: `contact-${HONEYPOT_FIELD}`,
							children: t("fields.honeypot")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							ref: honeypot,
							id: `contact-${HONEYPOT_FIELD}`,
							name: HONEYPOT_FIELD,
							type: "text",
							tabIndex: -1,
							autoComplete: "off",
							defaultValue: ""
						})]
					}),
					formError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "error",
						role: "alert",
						children: formError
					}) : null,
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
						type: "submit",
						variant: "contained",
						size: "large",
						endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Send_default, {}),
						loading: send.isPending,
						children: t("send")
					}) })
				]
			})
		]
	});
}
// src/app/routes/contact.tsx
function Component() {
	const lang = useLang();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHeading, { page: "contact" }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: 3,
			gridTemplateColumns: {
				xs: "1fr",
				md: "minmax(0, 3fr) minmax(0, 2fr)"
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactForm, { lang }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ContactDetails, {})]
	})] });
}
export { Component };
