import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@town/shared/constants';

/** The page's title and meta description from the `metatags` namespace (React hoists them into <head>). */
export function PageMeta({ page, values }: { page: string; values?: Record<string, string> }) {
  const { t } = useTranslation('metatags');
  const title = t(`${page}.title`, values);
  return (
    <>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <meta name="description" content={t(`${page}.description`, values)} />
    </>
  );
}
