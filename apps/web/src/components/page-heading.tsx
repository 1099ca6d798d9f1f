import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageMeta } from './page-meta.tsx';

/** A page's <h1> and its metadata, both from `metatags` (`{page}.title`). */
export function PageHeading({ page }: { page: string }) {
  const { t } = useTranslation('metatags');
  return (
    <>
      <PageMeta page={page} />
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {t(`${page}.title`)}
      </Typography>
    </>
  );
}
