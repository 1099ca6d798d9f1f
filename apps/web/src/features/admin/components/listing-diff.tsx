import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@town/shared/languages';
import type { ListingContent } from '@town/shared/listings';
import { changedCount, diffListing, type DiffRow, type DiffSection } from '../utils/listing-diff.ts';
import { PhotoThumbnails } from '../utils/photos.ts';
import { DiffValue } from './diff-value.tsx';

interface Props {
  /** What the public sees now; null for a listing never published (then only the proposal shows). */
  published: ListingContent | null;
  proposed: ListingContent;
  /** Signed thumbnail addresses of the photos either side names, by photo id (ListingRevision.thumbnails). */
  thumbnails: Readonly<Record<string, string>>;
  lang: string;
}

/**
 * A proposal side by side with what is published, field by field (docs/listings.md#town-hall).
 * A changed field is marked in words and with an icon as well as in colour; on a narrow
 * screen the two versions stack, each with its caption.
 */
export function ListingDiff({ published, proposed, thumbnails, lang }: Props) {
  const { t } = useTranslation('admin');
  const sections = useMemo(() => diffListing(published, proposed), [published, proposed]);
  const [onlyChanged, setOnlyChanged] = useState(false);
  const compared = published !== null;
  const shown = onlyChanged
    ? sections.map((s) => ({ ...s, rows: s.rows.filter((r) => r.changed) })).filter((s) => s.rows.length > 0)
    : sections;
  return (
    <PhotoThumbnails.Provider value={thumbnails}>
      <Box data-testid="listing-diff">
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            mb: 2,
          }}
        >
          <Typography data-testid="diff-summary">
            {compared ? t('diff.changedCount', { count: changedCount(sections) }) : t('diff.newListing')}
          </Typography>
          {compared && (
            <FormControlLabel
              control={<Switch checked={onlyChanged} onChange={(e) => setOnlyChanged(e.target.checked)} />}
              label={t('diff.onlyChanged')}
            />
          )}
        </Box>
        {shown.map((section) => (
          <SectionView key={section.key} section={section} compared={compared} lang={lang} />
        ))}
      </Box>
    </PhotoThumbnails.Provider>
  );
}

function SectionView({ section, compared, lang }: { section: DiffSection; compared: boolean; lang: string }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const title =
    section.group === 'texts'
      ? t('diff.groups.texts', { language: t(`languages.${section.lang}`) })
      : t(`diff.groups.${section.group}`);
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {section.rows.map((row) => (
        <RowView key={row.key} row={row} textLang={section.lang} compared={compared} lang={lang} />
      ))}
    </Box>
  );
}

function RowView({
  row,
  textLang,
  compared,
  lang,
}: {
  row: DiffRow;
  textLang?: Language;
  compared: boolean;
  lang: string;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const label =
    row.field === 'menuSection'
      ? t('diff.fields.menuSection', { number: Number(row.key.split('.')[1]) + 1 })
      : t(`diff.fields.${row.field}`);
  return (
    <Box
      role="group"
      aria-labelledby={row.changed ? `${id}-label ${id}-mark` : `${id}-label`}
      data-testid={`diff-row-${row.key}`}
      data-changed={row.changed ? 'true' : 'false'}
      sx={{
        borderLeft: 4,
        borderColor: row.changed ? 'warning.main' : 'divider',
        bgcolor: row.changed ? 'action.hover' : undefined,
        borderRadius: 1,
        px: 1.5,
        py: 1,
        mb: 1,
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <Typography id={`${id}-label`} component="p" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {row.changed && (
          <Chip
            id={`${id}-mark`}
            size="small"
            icon={<CompareArrowsIcon aria-hidden />}
            label={t('diff.changed')}
            sx={{ fontWeight: 600 }}
          />
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: compared ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        {compared && (
          <Side caption={t('diff.published')}>
            <DiffValue field={row.field} value={row.before} textLang={textLang} lang={lang} />
          </Side>
        )}
        <Side caption={t('diff.proposed')}>
          <DiffValue field={row.field} value={row.after} textLang={textLang} lang={lang} />
        </Side>
      </Box>
    </Box>
  );
}

function Side({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {caption}
      </Typography>
      {children}
    </Box>
  );
}
