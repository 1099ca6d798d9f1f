import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { t as require_react } from "./react-2iUJolPO.js";
import { t as require_jsx_runtime } from "./jsx-runtime-4oIuL-Pl.js";
import { m as useNavigate, r as Link } from "./asset-types-CNV3WNaR.js";
import { a as isSupportedLanguage, t as LANGUAGES } from "./languages-CqGr3DKn.js";
import { t as Alert } from "./Alert-B2OUS1du.js";
import { t as Typography } from "./Typography-Cd2Ejhtg.js";
import { D as Stack, F as useThemeStore, K as useTranslation, O as Button, _ as useLocalePath, g as useLang } from "../entry-server.js";
import { r as withLanguage } from "./redirect-DyUJvNlf.js";
import { n as useRedirectTarget } from "./email-field-DLhvtRXZ.js";
import { t as W } from "./dist-HGywbY5N.js";
// src/features/accounts/components/already-signed-in.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Sign-in or sign-up opened while signed in: say so, and offer the way on or out. */
function AlreadySignedIn({ name }) {
	const { t } = useTranslation("accounts");
	const localePath = useLocalePath();
	const { target } = useRedirectTarget();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "info",
		sx: { mb: 2 },
		children: t("signedIn.text", { name })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: {
			xs: "column",
			sm: "row"
		},
		spacing: 1,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "contained",
			component: Link,
			to: target,
			children: t("signedIn.continue")
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "outlined",
			component: Link,
			to: localePath("auth/signout"),
			children: t("signedIn.signOut")
		})]
	})] });
}
// src/features/accounts/components/language-offer.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The toast after sign-in when the account's language is not the page's: one click to switch. */
function LanguageOffer({ lang, onSwitch }) {
	const { t } = useTranslation("accounts");
	const endonym = LANGUAGES.find((l) => l.iso639_1 === lang)?.endonym ?? lang;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		sx: { mb: 1 },
		children: t("languageOffer.text", { language: endonym })
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
		variant: "contained",
		size: "small",
		onClick: onSwitch,
		children: t("languageOffer.switch", { language: endonym })
	})] });
}
// src/features/accounts/hooks/use-finish-signin.ts
/**
* After signing in: the account's saved theme applies (a look, not a place); its saved
* language is offered, not imposed, so that someone reading in English is not moved to
* German without a word. Then back to the page that asked for the sign-in.
*/
function useFinishSignin() {
	const navigate = useNavigate();
	const lang = useLang();
	const { target } = useRedirectTarget();
	const setTheme = useThemeStore((s) => s.setMode);
	return (0, import_react.useCallback)((session) => {
		const { theme, lang: saved } = session.user;
		setTheme(theme);
		if (saved !== lang && isSupportedLanguage(lang)) W(({ closeToast }) => (0, import_react.createElement)(LanguageOffer, {
			lang: saved,
			onSwitch: () => {
				closeToast();
				navigate(withLanguage(window.location, saved));
			}
		}), {
			autoClose: false,
			closeOnClick: false,
			toastId: "account-language"
		});
		navigate(target, { replace: true });
	}, [
		lang,
		navigate,
		setTheme,
		target
	]);
}
export { AlreadySignedIn as n, useFinishSignin as t };
