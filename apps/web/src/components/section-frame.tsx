import Paper from '@mui/material/Paper';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** A sentence under the heading saying what the section is for. */
  intro?: string;
  /** The heading's id, when a link or a test points at it; otherwise one of its own. */
  id?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A part of a page in its own frame, named by its heading (an h2). */
export function SectionFrame({ title, intro, id, sx, children }: Props) {
  const ownId = useId();
  const headingId = id ?? ownId;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={[{ p: { xs: 2, sm: 3 }, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Typography id={headingId} variant="h2" sx={{ mb: intro ? 1 : 2 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
