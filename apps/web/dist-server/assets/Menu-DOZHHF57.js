export { t as default, n as getMenuUtilityClass, r as menuClasses } from "./Menu-BpRkgp_L.js";
