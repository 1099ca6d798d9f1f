import { z as capitalize } from "./memoTheme-Bs4JE_oI.js";
// ../../node_modules/@mui/material/utils/capitalize.mjs
var capitalize_default = capitalize;
export { capitalize_default as t };
