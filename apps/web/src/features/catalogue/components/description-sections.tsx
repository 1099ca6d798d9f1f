import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PAGE_SECTIONS, type AssetType } from '@town/shared/asset-types';
import type { AssetDescription } from '@town/shared/catalogue';
import { useTranslation } from 'react-i18next';

type Section = AssetDescription['sections'][number];

/**
 * The description's sections in the order docs/rules.md#page-sections gives for the asset's type (main,
 * location, kitchen…), each under its heading. The text keeps its own language on `lang`,
 * so a screen reader pronounces a fallback text correctly.
 */
export function DescriptionSections({ description, type }: { description: AssetDescription; type: AssetType }) {
  const { t } = useTranslation('catalogue');
  const sections = PAGE_SECTIONS[type]
    .map((key) => description.sections.find((section) => section.key === key))
    .filter((section): section is Section => section !== undefined && section.text.trim() !== '');
  return (
    <>
      {sections.map((section) => (
        <Box component="section" key={section.key} aria-labelledby={`section-${section.key}`} sx={{ mb: 3 }}>
          <Typography variant="h2" id={`section-${section.key}`} sx={{ fontSize: '1.35rem', mb: 1 }}>
            {t(`sections.${section.key}`)}
          </Typography>
          <Box lang={description.lang}>
            {section.text
              .split(/\n\s*\n/)
              .filter((paragraph) => paragraph.trim())
              .map((paragraph, i) => (
                <Typography key={i} sx={{ mb: 1.5, maxWidth: '70ch' }}>
                  {paragraph.trim()}
                </Typography>
              ))}
          </Box>
        </Box>
      ))}
    </>
  );
}
