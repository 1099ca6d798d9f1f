import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { forwardRef } from 'react';

/**
 * An icon button on a paper-coloured disc, 44 px: it reads over any photo in either colour
 * scheme, and is a comfortable target (WCAG 2.5.8 asks 24 px). Used for a card's heart and
 * the actions beside a page's heading.
 */
export const RoundIconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function RoundIconButton(
  { sx, ...props },
  ref,
) {
  return (
    <IconButton
      ref={ref}
      {...props}
      sx={[
        {
          width: 44,
          height: 44,
          bgcolor: 'background.paper',
          color: 'secondary.main',
          border: 1,
          borderColor: 'divider',
          boxShadow: 1,
          '&:hover': { bgcolor: 'background.paper', borderColor: 'secondary.main' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
});
