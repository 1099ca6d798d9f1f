import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { V as require_prop_types } from "./memoTheme-Bs4JE_oI.js";
import { y as useEventCallback } from "./useReducedMotion-DNKmSelM.js";
// ../../node_modules/@mui/utils/refType/refType.mjs
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var refType = import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]);
// ../../node_modules/@mui/material/utils/useEventCallback.mjs
var useEventCallback_default = useEventCallback;
export { refType as n, useEventCallback_default as t };
