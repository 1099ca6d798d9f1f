import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';

export type LanguageState = 'complete' | 'missing' | 'problem';

const tabId = (prefix: string, lang: Language) => `${prefix}-tab-${lang}`;
const panelId = (prefix: string, lang: Language) => `${prefix}-panel-${lang}`;

/** What the panel under the tabs carries to be the tab's panel. */
export const languagePanelProps = (prefix: string, lang: Language) => ({
  role: 'tabpanel',
  id: panelId(prefix, lang),
  'aria-labelledby': tabId(prefix, lang),
});

const ICONS = {
  complete: <CheckCircleIcon aria-hidden fontSize="small" color="success" />,
  missing: <RadioButtonUncheckedIcon aria-hidden fontSize="small" />,
  problem: <ErrorIcon aria-hidden fontSize="small" color="error" />,
} as const;

/**
 * A tab per language, each saying whether its language is complete, incomplete or has a
 * problem, by an icon of its own and in words for screen readers (never by colour alone).
 */
export function LanguageTabs({
  prefix,
  label,
  value,
  onChange,
  states,
  required,
}: {
  /** Makes the tabs' and panel's ids unique on the page. */
  prefix: string;
  label: string;
  value: Language;
  onChange: (lang: Language) => void;
  states: Record<Language, LanguageState>;
  /** The language that must be written. */
  required?: Language;
}) {
  const { t } = useTranslation('owner');
  return (
    <Tabs
      value={value}
      onChange={(_event, lang: Language) => onChange(lang)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={label}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {SUPPORTED_LANGUAGES.map((lang) => (
        <Tab
          key={lang}
          value={lang}
          id={tabId(prefix, lang)}
          aria-controls={panelId(prefix, lang)}
          data-state={states[lang]}
          iconPosition="start"
          icon={ICONS[states[lang]]}
          label={
            <span>
              {lang.toUpperCase()}
              {lang === required ? <span aria-hidden="true">*</span> : null}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {t(`languageState.${states[lang]}`, { language: t(`languages.${lang}`) })}
                {lang === required ? ` ${t('languageState.required')}` : ''}
              </Box>
            </span>
          }
          sx={{ minWidth: 72, minHeight: 48 }}
        />
      ))}
    </Tabs>
  );
}
