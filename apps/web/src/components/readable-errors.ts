import type { Theme } from '@mui/material/styles';

/**
 * The dark palette's error red reads at 4.3:1 on paper, under WCAG's 4.5:1 for small
 * text: field labels and messages in error use its lighter shade there.
 */
export function readableErrorColor(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.error.light : theme.palette.error.main;
}

export const readableFieldErrors = (theme: Theme) => ({
  '& .MuiFormLabel-root.Mui-error, & .MuiFormHelperText-root.Mui-error': { color: readableErrorColor(theme) },
});
