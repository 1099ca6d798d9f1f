import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { JsonLd } from '../../../components/json-ld.tsx';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { useAbsoluteUrl } from '../../../lib/site.ts';
import { breadcrumbStructuredData } from '../utils/structured-data.ts';

export interface Crumb {
  label: string;
  /** A path under the language; the last crumb (this page) has none. */
  to?: string;
}

/**
 * Where a page sits ("Places to eat › El Racó › Menu"), each step but the last a link back; the
 * same trail as structured data for search engines (docs/product.md#structured-data).
 */
export function PageBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation('catalogue');
  const localePath = useLocalePath();
  const absoluteUrl = useAbsoluteUrl();
  const trail = breadcrumbStructuredData(
    crumbs.map((crumb) => ({ name: crumb.label, url: crumb.to ? absoluteUrl(localePath(crumb.to)) : undefined })),
  );
  return (
    <>
      <JsonLd data={trail} />
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
    </>
  );
}
