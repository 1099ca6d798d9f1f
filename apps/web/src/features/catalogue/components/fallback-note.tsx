import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** Says that a text is shown in another language than the page's, because it has none in it yet. */
export function FallbackNote({ subject, shownLang }: { subject: 'description' | 'menu'; shownLang: string }) {
  const { t } = useTranslation('catalogue');
  return (
    <Alert severity="info" sx={{ my: 2 }}>
      {t(`fallback.${subject}`, { language: t(`languageIn.${shownLang}`) })}
    </Alert>
  );
}
