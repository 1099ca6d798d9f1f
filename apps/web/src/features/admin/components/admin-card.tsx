import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  /** The heading's id: the card is named by it, and its buttons are described by it. */
  headingId: string;
  testId: string;
  title: ReactNode;
  /** `h2` where the cards are the page's sections (drawn at an h3's size), `h3` under a section of their own. */
  headingLevel?: 'h2' | 'h3';
  /** What stands beside the title: its status, its kind. */
  badge: ReactNode;
  /** The space under the title's row. */
  titleSpacing?: number;
  children: ReactNode;
}

/** One item of an admin list (an application, a listing, a review, a user): a titled card with its badge. */
export function AdminCard({ headingId, testId, title, headingLevel = 'h2', badge, titleSpacing = 1, children }: Props) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: titleSpacing }}>
        <Typography
          id={headingId}
          variant={headingLevel}
          sx={{ ...(headingLevel === 'h2' && { fontSize: '1.25rem' }), overflowWrap: 'anywhere', mr: 'auto' }}
        >
          {title}
        </Typography>
        {badge}
      </Box>
      {children}
    </Paper>
  );
}
