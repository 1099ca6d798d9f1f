import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { T as useTheme$1, s as defaultTheme } from "./memoTheme-Bs4JE_oI.js";
import { t as require_react } from "./react-2iUJolPO.js";
// ../../node_modules/@mui/utils/useEnhancedEffect/useEnhancedEffect.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* A version of `React.useLayoutEffect` that does not show a warning when server-side rendering.
* This is useful for effects that are only needed for client-side rendering but not for SSR.
*
* Before you use this hook, make sure to read https://gist.github.com/gaearon/e7d97cdf38a2907924ea12e4ebdf3c85
* and confirm it doesn't apply to your use-case.
*/
var useEnhancedEffect = typeof window !== "undefined" ? import_react.useLayoutEffect : import_react.useEffect;
// ../../node_modules/@mui/material/styles/useTheme.mjs
function useTheme() {
	const theme = useTheme$1(defaultTheme);
	if (process.env.NODE_ENV !== "production") import_react.useDebugValue(theme);
	return theme["$$material"] || theme;
}
// ../../node_modules/@mui/utils/chainPropTypes/chainPropTypes.mjs
function chainPropTypes(propType1, propType2) {
	if (process.env.NODE_ENV === "production") return () => null;
	return function validate(...args) {
		return propType1(...args) || propType2(...args);
	};
}
export { useTheme as n, useEnhancedEffect as r, chainPropTypes as t };
