import CheckIcon from '@mui/icons-material/Check';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';

/**
 * The nine languages as small chips: a complete one filled and ticked, a missing one outlined
 * with a dash, so the difference never rests on colour; each says which it is to a screen reader.
 */
export function LanguageChips({ complete, label }: { complete: readonly Language[]; label: string }) {
  const { t } = useTranslation('owner');
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {SUPPORTED_LANGUAGES.map((lang) => {
        const done = complete.includes(lang);
        return (
          <li key={lang}>
            <Chip
              size="small"
              variant={done ? 'filled' : 'outlined'}
              color={done ? 'primary' : 'default'}
              icon={done ? <CheckIcon aria-hidden /> : <RemoveIcon aria-hidden />}
              data-complete={done}
              label={
                <>
                  <span aria-hidden="true">{lang.toUpperCase()}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {t(done ? 'languageChip.complete' : 'languageChip.missing', { language: t(`languages.${lang}`) })}
                  </Box>
                </>
              }
              sx={{ fontWeight: 600, letterSpacing: 0.5 }}
            />
          </li>
        );
      })}
    </Box>
  );
}
