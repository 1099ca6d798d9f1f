import type { Theme } from '@mui/material/styles';

/**
 * The dark palette's error red reads at 4.3:1 on paper, under WCAG's 4.5:1 for small
 * text: field labels and messages in error use its lighter shade there. Both shades are
 * in the styles, body's data-theme picks one (docs/product.md#theme).
 */
export function readableErrorText(theme: Theme) {
  const { palette } = theme.vars ?? theme;
  return { color: palette.error.main, ...theme.applyStyles('dark', { color: palette.error.light }) };
}

export const readableFieldErrors = (theme: Theme) => ({
  '& .MuiFormLabel-root.Mui-error, & .MuiFormHelperText-root.Mui-error': readableErrorText(theme),
});
