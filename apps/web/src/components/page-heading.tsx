import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTown } from '../lib/town.ts';
import { PageMeta, type PageMetaProps } from './page-meta.tsx';

/** A page's <h1> and its <head> (PageMeta), both titled from `metatags` (`{page}.title`, which may name the town) unless the page names its own. */
export function PageHeading(props: PageMetaProps) {
  const { t } = useTranslation('metatags');
  const town = useTown();
  return (
    <>
      <PageMeta {...props} />
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {props.title ?? t(`${props.page}.title`, { town: town.name, ...props.values })}
      </Typography>
    </>
  );
}
