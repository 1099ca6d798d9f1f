import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpeningPeriod } from '@town/shared/catalogue';
import type { Language } from '@town/shared/languages';
import type { ListingContent, ListingImage, ListingMenuSection } from '@town/shared/listings';
import { weekdayName } from '../../../lib/town-dates.ts';
import {
  changedCount,
  changedDays,
  diffListing,
  dishChanges,
  photoChanges,
  type DiffRow,
  type DiffSection,
} from '../utils/listing-diff.ts';
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
 * A change shows only the fields it changes, until the admin asks for all; within a changed
 * text the words added and removed are marked (<ins>, <del>). A changed field is marked in
 * words and with an icon as well as in colour; on a narrow screen the two versions stack,
 * each with its caption. A new listing has nothing to compare with: all of it shows.
 */
export function ListingDiff({ published, proposed, thumbnails, lang }: Props) {
  const { t } = useTranslation('admin');
  const sections = useMemo(() => diffListing(published, proposed), [published, proposed]);
  const [showAll, setShowAll] = useState(false);
  const compared = published !== null;
  const changed = changedCount(sections);
  const shown =
    compared && !showAll
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
          <Typography data-testid="diff-summary" sx={{ fontWeight: 600 }}>
            {!compared
              ? t('diff.newListing')
              : changed > 0
                ? t('diff.changedCount', { count: changed })
                : t('diff.nothingChanged')}
          </Typography>
          {compared && (
            <FormControlLabel
              control={<Switch checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />}
              label={t('diff.showAll')}
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
      {row.changed && <ChangeSummary row={row} lang={lang} />}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: compared ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)' },
          gap: { xs: 1, sm: 2 },
        }}
      >
        {compared && (
          <Side caption={t('diff.published')}>
            <DiffValue
              field={row.field}
              value={row.before}
              textLang={textLang}
              lang={lang}
              compared={row.changed ? { other: row.after, side: 'before' } : undefined}
            />
          </Side>
        )}
        <Side caption={t('diff.proposed')}>
          <DiffValue
            field={row.field}
            value={row.after}
            textLang={textLang}
            lang={lang}
            compared={row.changed ? { other: row.before, side: 'after' } : undefined}
          />
        </Side>
      </Box>
    </Box>
  );
}

/** What changed in a list (photos, a menu's section, the week's hours), in one line of words. */
function ChangeSummary({ row, lang }: { row: DiffRow; lang: string }) {
  const { t } = useTranslation('admin');
  const parts: string[] = [];
  if (row.field === 'images') {
    const photos = photoChanges(row.before as ListingImage[] | undefined, row.after as ListingImage[] | undefined);
    if (photos.added) parts.push(t('diff.summary.photosAdded', { count: photos.added }));
    if (photos.removed) parts.push(t('diff.summary.photosRemoved', { count: photos.removed }));
    if (photos.reordered) parts.push(t('diff.summary.photosReordered'));
    if (photos.described) parts.push(t('diff.summary.photosDescribed', { count: photos.described }));
  } else if (row.field === 'menuSection') {
    const dishes = dishChanges(
      row.before as ListingMenuSection | undefined,
      row.after as ListingMenuSection | undefined,
    );
    if (dishes.renamed) parts.push(t('diff.summary.sectionRenamed'));
    if (dishes.added.size) parts.push(t('diff.summary.dishesAdded', { count: dishes.added.size }));
    if (dishes.removed.size) parts.push(t('diff.summary.dishesRemoved', { count: dishes.removed.size }));
    if (dishes.changedCount) parts.push(t('diff.summary.dishesChanged', { count: dishes.changedCount }));
  } else if (row.field === 'openingHours') {
    const days = changedDays(row.before as OpeningPeriod[] | undefined, row.after as OpeningPeriod[] | undefined);
    if (days.length) parts.push(t('diff.summary.days', { days: days.map((day) => weekdayName(day, lang)).join(', ') }));
  }
  if (!parts.length) return null;
  const summary = parts.join(' · ');
  return (
    <Typography variant="body2" sx={{ mb: 1 }} data-testid="change-summary">
      {summary.charAt(0).toLocaleUpperCase(lang) + summary.slice(1)}
    </Typography>
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
