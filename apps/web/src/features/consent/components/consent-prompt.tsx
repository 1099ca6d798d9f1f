import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsentSettingsStore } from '../consent-settings-store.ts';
import { privacyPolicyPath } from '../privacy-policy-path.ts';
import { CONSENT_ASKED_SELECTOR } from '../utils/stored-consent.ts';

/**
 * The consent banner (docs/product.md#consent): title, description with the privacy link,
 * reject all, accept all, customise. Rendered by the server, so it needs no script to be
 * seen; shown only while no decision is stored (`<html data-consent="ask">`, set from the
 * browser's storage before c15t loads). c15t loads at the first choice, which it records;
 * "Customise" opens its dialog. A non-modal card: the page stays usable behind it. Reject
 * and accept weigh the same, as the GDPR expects of a fair choice.
 */
export function ConsentPrompt() {
  const { t, i18n } = useTranslation('consent');
  const titleId = useId();
  const choose = useConsentSettingsStore((s) => s.choose);
  const openSettings = useConsentSettingsStore((s) => s.openSettings);
  return (
    <Box
      sx={{
        display: 'none',
        [`${CONSENT_ASKED_SELECTOR} &`]: { display: 'block' },
        position: 'fixed',
        insetInline: 0,
        bottom: 0,
        zIndex: 1400,
        p: { xs: 1, sm: 2 },
        pointerEvents: 'none',
      }}
    >
      <Paper
        component="section"
        role="region"
        aria-labelledby={titleId}
        elevation={8}
        sx={{ width: 'min(100%, 32rem)', p: 2, pointerEvents: 'auto', border: 1, borderColor: 'divider' }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontSize: '1.1rem', mb: 1 }}>
          {t('widget.cookieBanner.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('widget.cookieBanner.description')}
        </Typography>
        <Link href={privacyPolicyPath(i18n.resolvedLanguage ?? i18n.language)} variant="body2">
          {t('widget.legalLinks.privacyPolicy')}
        </Link>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2, '& > button': { flex: '1 1 auto' } }}>
          <Button variant="contained" onClick={() => choose('necessary')}>
            {t('widget.common.rejectAll')}
          </Button>
          <Button variant="contained" onClick={() => choose('all')}>
            {t('widget.common.acceptAll')}
          </Button>
          <Button variant="outlined" aria-haspopup="dialog" onClick={openSettings}>
            {t('widget.common.customize')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
