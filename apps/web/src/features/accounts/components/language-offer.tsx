import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES } from '@town/shared/languages';
import { withLanguage } from '../utils/redirect.ts';
import { useLanguageOfferStore } from '../stores/language-offer-store.ts';

/**
 * After signing in, when the account's language is not the page's: a bar under the header
 * offering to switch, in the page's flow. Not a notification floating over the page: on a
 * phone one lay over the booking dialog and caught the taps meant for its buttons.
 */
export function LanguageOfferBar() {
  const lang = useLanguageOfferStore((s) => s.lang);
  // Nothing offered, no texts loaded: a public page carries only the namespaces it shows.
  return lang ? <LanguageOffer lang={lang} /> : null;
}

function LanguageOffer({ lang }: { lang: string }) {
  const { t } = useTranslation('accounts');
  const dismiss = useLanguageOfferStore((s) => s.dismiss);
  const navigate = useNavigate();
  const endonym = LANGUAGES.find((l) => l.iso639_1 === lang)?.endonym ?? lang;
  return (
    <Container sx={{ pt: 2 }}>
      <Alert
        severity="info"
        role="status"
        onClose={dismiss}
        closeText={t('languageOffer.close')}
        slotProps={{ closeButton: { sx: { minWidth: 44, minHeight: 44 } } }}
        sx={{ alignItems: 'center', flexWrap: 'wrap', '& .MuiAlert-message': { flex: '1 1 12rem' } }}
      >
        {t('languageOffer.text', { language: endonym })}{' '}
        <Button
          variant="outlined"
          size="small"
          sx={{ ml: { sm: 1 }, mt: { xs: 1, sm: 0 } }}
          onClick={() => {
            dismiss();
            void navigate(withLanguage(window.location, lang));
          }}
        >
          {t('languageOffer.switch', { language: endonym })}
        </Button>
      </Alert>
    </Container>
  );
}
