import Link from '@mui/material/Link';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadConsentManager } from '../consent-manager-chunk.ts';
import { useConsentSettingsStore } from '../consent-settings-store.ts';

/** c15t's chunk starts downloading when a click looks near, so the dialog opens sooner. */
const prefetch = () => void loadConsentManager().catch(() => undefined);

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
      onPointerEnter={prefetch}
      onFocus={prefetch}
      sx={{ font: 'inherit', verticalAlign: 'baseline' }}
    >
      {t('cookieSettings')}
    </Link>
  );
}

/**
 * The footer link that reopens the consent settings at any time (docs/product.md#consent):
 * a click starts the consent layer if it is not running yet, which then opens the dialog.
 */
export function CookieSettingsButton() {
  // Its own boundary: the footer does not wait for this namespace.
  return (
    <Suspense fallback={null}>
      <CookieSettingsLink />
    </Suspense>
  );
}
