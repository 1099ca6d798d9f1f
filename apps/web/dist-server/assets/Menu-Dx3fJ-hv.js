export { t as default, n as getMenuUtilityClass, r as menuClasses } from "./Menu-BopYLk3E.js";
