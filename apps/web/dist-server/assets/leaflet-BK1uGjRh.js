import { n as __exportAll } from "./rolldown-runtime-DYf_mQCB.js";
// ../../node_modules/leaflet/dist/leaflet.css
var leaflet_exports = /* @__PURE__ */ __exportAll({});
export { leaflet_exports as t };
