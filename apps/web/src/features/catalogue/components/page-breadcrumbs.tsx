import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';

export interface Crumb {
  label: string;
  /** A path under the language; the last crumb (this page) has none. */
  to?: string;
}

/** Where a page sits ("Places to eat › El Racó › Menu"), each step but the last a link back. */
export function PageBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('catalogue');
  const localePath = useLocalePath();
  return (
    <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 1.5, '& ol': { rowGap: 0.5 } }}>
      {crumbs.map((crumb) =>
        crumb.to ? (
          <Link key={crumb.label} component={RouterLink} to={localePath(crumb.to)} underline="hover">
            {crumb.label}
          </Link>
        ) : (
          <Typography key={crumb.label} color="text.primary" aria-current="page">
            {crumb.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
