import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@town/shared/languages';

/** The toast after sign-in when the account's language is not the page's: one click to switch. */
export function LanguageOffer({ lang, onSwitch }: { lang: string; onSwitch(): void }) {
  const { t } = useTranslation('accounts');
  const endonym = LANGUAGES.find((l) => l.iso639_1 === lang)?.endonym ?? lang;
  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('languageOffer.text', { language: endonym })}
      </Typography>
      <Button variant="contained" size="small" onClick={onSwitch}>
        {t('languageOffer.switch', { language: endonym })}
      </Button>
    </div>
  );
}
