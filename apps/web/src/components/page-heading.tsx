import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageMeta, type PageMetaProps } from './page-meta.tsx';

/** A page's <h1> and its <head> (PageMeta), both titled from `metatags` (`{page}.title`) unless the page names its own. */
export function PageHeading(props: PageMetaProps) {
  const { t } = useTranslation('metatags');
  return (
    <>
      <PageMeta {...props} />
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {props.title ?? t(`${props.page}.title`, props.values)}
      </Typography>
    </>
  );
}
