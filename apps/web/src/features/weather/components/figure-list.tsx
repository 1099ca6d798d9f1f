import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Figure {
  key: string;
  label: string;
  value: ReactNode;
}

/** Labelled figures as a description list (each pair in its own group), in as many columns as fit. */
export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
      }}
    >
      {figures.map((figure) => (
        <div key={figure.key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {figure.value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
