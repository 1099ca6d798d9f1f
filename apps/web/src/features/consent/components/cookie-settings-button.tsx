import Link from '@mui/material/Link';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsentSettingsStore } from '../consent-settings-store.ts';

function CookieSettingsLink() {
  const { t } = useTranslation('consent');
  const openSettings = useConsentSettingsStore((s) => s.openSettings);
  return (
    <Link
      component="button"
      type="button"
      color="inherit"
      underline="hover"
      aria-haspopup="dialog"
      onClick={openSettings}
      sx={{ font: 'inherit', verticalAlign: 'baseline' }}
    >
      {t('cookieSettings')}
    </Link>
  );
}

/** The footer link that reopens the consent settings at any time (docs/product.md#consent). */
export function CookieSettingsButton() {
  // Its own boundary: the footer does not wait for this namespace.
  return (
    <Suspense fallback={null}>
      <CookieSettingsLink />
    </Suspense>
  );
}
