import { T as useTheme, x as createStyled } from "./memoTheme-Bs4JE_oI.js";
import { t as getThemeProps } from "./getThemeProps-CexDTb5z.js";
// ../../node_modules/@mui/system/styled/styled.mjs
var styled = createStyled();
// ../../node_modules/@mui/system/useThemeProps/useThemeProps.mjs
function useThemeProps(params) {
	const { props, name, defaultTheme, themeId } = params;
	let theme = useTheme(defaultTheme);
	if (themeId) theme = theme[themeId] || theme;
	return getThemeProps({
		theme,
		name,
		props
	});
}
export { styled as n, useThemeProps as t };
