import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Props {
  /** Where the card leads (a path within the site). */
  to: string;
  title: string;
  /** A line about what is there, when there is one. */
  description?: string;
  /** The title's level in the page's outline (it always looks like an h3). */
  headingComponent: 'h2' | 'h3';
  /** A picture above the title (decorative: the title says where the card leads). */
  media?: ReactNode;
  /** A short line after the description, such as how many places there are. */
  meta?: string;
}

/** A list item of a CardGrid: a whole card that is one link, with a title and a line under it. */
export function LinkCard({ to, title, description, headingComponent, media, meta }: Props) {
  return (
    <li>
      <Card variant="outlined" sx={{ height: '100%' }}>
        <CardActionArea
          component={RouterLink}
          to={to}
          sx={{
            height: '100%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'stretch',
            justifyContent: 'flex-start',
          }}
        >
          {media}
          <CardContent>
            <Typography variant="h3" component={headingComponent}>
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {description}
              </Typography>
            )}
            {meta && (
              <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
                {meta}
              </Typography>
            )}
          </CardContent>
        </CardActionArea>
      </Card>
    </li>
  );
}
