import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AssetType } from '@town/shared/asset-types';
import { sectionsOf } from '@town/shared/catalogue';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import { completeLanguages, LISTING_LIMITS, REQUIRED_LISTING_LANGUAGE } from '@town/shared/listings';
import type { EditorValues } from '../utils/editor-values.ts';
import { EditorField } from './editor-field.tsx';
import { languagePanelProps, LanguageTabs, type LanguageState } from './language-tabs.tsx';

const PREFIX = 'listing-texts';

/**
 * The listing's texts, a tab per language (Spanish required, the others optional): name,
 * summary and the page sections of the type. Each tab shows whether its language is complete.
 */
export function TextsEditor({
  type,
  active,
  onActiveChange,
}: {
  type: AssetType;
  active: Language;
  onActiveChange: (lang: Language) => void;
}) {
  const { t } = useTranslation('owner');
  const { control } = useFormContext<EditorValues>();
  const texts = useWatch({ control, name: 'texts' });
  const { errors } = useFormState({ control, name: 'texts' });
  // Complete as the shared rule has it (docs/listings.md#content-rules), as the owner types.
  const complete = completeLanguages({ type, texts });
  const states = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((lang) => [
      lang,
      errors.texts?.[lang] ? 'problem' : complete.includes(lang) ? 'complete' : 'missing',
    ]),
  ) as Record<Language, LanguageState>;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('texts.intro')}</Typography>
      <LanguageTabs
        prefix={PREFIX}
        label={t('texts.tabs')}
        value={active}
        onChange={onActiveChange}
        states={states}
        required={REQUIRED_LISTING_LANGUAGE}
      />
      <TextsPanel key={active} lang={active} type={type} />
    </Stack>
  );
}

function TextsPanel({ lang, type }: { lang: Language; type: AssetType }) {
  const { t } = useTranslation('owner');
  const language = t(`languages.${lang}`);
  // Each field is in the tab's language, so that a screen reader pronounces it rightly.
  const inLanguage = (max: number) => ({ htmlInput: { lang, maxLength: max } });
  return (
    <Box {...languagePanelProps(PREFIX, lang)} sx={{ display: 'grid', gap: 2.5 }}>
      <EditorField
        name={`texts.${lang}.name`}
        label={t('texts.name', { language })}
        required={lang === REQUIRED_LISTING_LANGUAGE}
        slotProps={inLanguage(LISTING_LIMITS.name)}
      />
      <EditorField
        name={`texts.${lang}.summary`}
        label={t('texts.summary', { language })}
        hint={t('texts.summaryHint', { count: LISTING_LIMITS.summary })}
        multiline
        minRows={2}
        slotProps={inLanguage(LISTING_LIMITS.summary)}
      />
      {sectionsOf(type).map((key) => (
        <EditorField
          key={key}
          name={`texts.${lang}.sections.${key}`}
          label={t(`texts.sections.${key}`, { language })}
          multiline
          minRows={4}
          slotProps={inLanguage(LISTING_LIMITS.section)}
        />
      ))}
    </Box>
  );
}
