import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface Props {
  /** The narrowest a card may be (px) before the grid drops a column; one column at most 100%. */
  minCardWidth: number;
  /** The cards, each a list item (`<li>` or a component rendered as one). */
  children: ReactNode;
  /** Space between cards, in theme spacing units. */
  gap?: number;
  sx?: SxProps<Theme>;
}

/** Cards as a list in a responsive grid: one column on a 320 px screen, as many as fit on wider ones. */
export function CardGrid({ minCardWidth, children, gap = 2, sx }: Props) {
  return (
    <Box
      component="ul"
      sx={[
        {
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap,
          gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCardWidth}px), 1fr))`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
