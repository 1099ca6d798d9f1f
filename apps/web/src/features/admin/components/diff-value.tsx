import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '@town/shared/bookings';
import { WEEKDAYS, type OpeningPeriod } from '@town/shared/catalogue';
import { LANGUAGES, SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import type { ListingImage, ListingMenuSection, ListingPrice } from '@town/shared/listings';
import { weekdayName } from '../../../lib/town-dates.ts';
import { dishChanges, isEmptyValue, sameValue } from '../utils/listing-diff.ts';
import { PhotoThumbnails } from '../utils/photos.ts';
import { wordDiff } from '../utils/word-diff.ts';
import { DiffMark, MarkedText } from './diff-mark.tsx';

/** A changed field's other side, so that this one can mark what only it has. */
export interface Compared {
  other: unknown;
  /** `before`: the published side, which marks what the proposal removes; `after` marks what it adds. */
  side: 'before' | 'after';
}

interface Props {
  /** The field, as the diff names it (DiffRow.field). */
  field: string;
  value: unknown;
  /** The language a text is written in, so that it is read out in that language. */
  textLang?: Language;
  lang: string;
  /** Given for a changed field: what differs from the other side is marked. */
  compared?: Compared;
}

/** What this side has that the other has not: removed from the published side, added on the proposed one. */
const markOf = (compared: Compared) => (compared.side === 'before' ? 'removed' : 'added');

const wrap = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** One side of a field in the review: the value as a person reads it, in the page's language. */
export function DiffValue({ field, value, textLang, lang, compared }: Props) {
  const { t } = useTranslation(['admin', 'listofval']);
  if (isEmptyValue(value)) {
    return <Typography sx={{ color: 'text.secondary', fontStyle: 'italic' }}>{t('diff.empty')}</Typography>;
  }
  const price = (p: ListingPrice) => `${formatEuros(p.amount, lang)} ${t(`diff.units.${p.unit}`)}`;
  switch (field) {
    case 'type':
      return <Typography>{t(`listofval:assetType.${String(value)}`)}</Typography>;
    case 'lists':
      return <Typography>{(value as string[]).map((flag) => t(`listofval:list.${flag}`)).join(', ')}</Typography>;
    case 'category':
      return <Typography>{t(`listofval:category.${String(value)}`)}</Typography>;
    case 'hotelType':
      return <Typography>{t(`listofval:hotelType.${String(value)}`)}</Typography>;
    case 'cuisines':
      return <Typography>{(value as string[]).map((c) => t(`listofval:cuisine.${c}`)).join(', ')}</Typography>;
    case 'location': {
      const { lat, lng } = value as { lat: number; lng: number };
      return <Typography>{`${lat.toFixed(5)}, ${lng.toFixed(5)}`}</Typography>;
    }
    case 'capacity': {
      const { adults, children } = value as { adults: number; children: number };
      return <Typography>{t('diff.capacity', { adults, children })}</Typography>;
    }
    case 'area':
      return <Typography>{t('diff.area', { area: value as number })}</Typography>;
    case 'price':
      return <Typography>{price(value as ListingPrice)}</Typography>;
    case 'otherPrices':
      return <Lines lines={(value as ListingPrice[]).map(price)} lang={lang} />;
    case 'openingHours': {
      const lines = hoursLines(value as OpeningPeriod[], lang, t('diff.closed'));
      if (!compared) return <Lines lines={lines} lang={lang} />;
      // A day whose hours differ is marked whole: a time half-marked reads worse than both in full.
      const others = hoursLines((compared.other ?? []) as OpeningPeriod[], lang, t('diff.closed'));
      return <Lines lines={lines} lang={lang} marked={(index) => lines[index] !== others[index] && markOf(compared)} />;
    }
    case 'images':
      return <Photos images={value as ListingImage[]} lang={lang} compared={compared} />;
    case 'menuSection':
      return <MenuSection section={value as ListingMenuSection} lang={lang} compared={compared} />;
    default:
      // A text (name, summary, a page section) or a plain value (phone, e-mail, web, address, licence…).
      return typeof compared?.other === 'string' && !isEmptyValue(compared.other) ? (
        <ChangedText value={String(value)} compared={compared} textLang={textLang} lang={lang} />
      ) : (
        <Typography lang={textLang} sx={wrap}>
          {String(value)}
        </Typography>
      );
  }
}

/** A text changed on both sides: the words only this side has are marked. */
function ChangedText({
  value,
  compared,
  textLang,
  lang,
}: {
  value: string;
  compared: Compared;
  textLang?: Language;
  lang: string;
}) {
  const other = String(compared.other);
  const before = compared.side === 'before';
  const diff = useMemo(() => (before ? wordDiff(value, other) : wordDiff(other, value)), [before, value, other]);
  return (
    <Typography lang={textLang} sx={wrap}>
      <MarkedText parts={before ? diff.before : diff.after} lang={lang} />
    </Typography>
  );
}

function Lines({
  lines,
  lang,
  marked = () => false,
}: {
  lines: string[];
  lang: string;
  /** How a line is marked, if at all. */
  marked?: (index: number) => 'added' | 'removed' | false;
}) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line, index) => {
        const mark = marked(index);
        return (
          <li key={index}>
            <Typography component="span">
              {mark ? (
                <DiffMark kind={mark} lang={lang}>
                  {line}
                </DiffMark>
              ) : (
                line
              )}
            </Typography>
          </li>
        );
      })}
    </Box>
  );
}

/** Each weekday with its periods (split shifts side by side), or closed. */
function hoursLines(periods: OpeningPeriod[], lang: string, closed: string): string[] {
  return WEEKDAYS.map((day, index) => {
    const today = periods.filter((p) => p.day === day).map((p) => `${p.opens}–${p.closes}`);
    return `${weekdayName(index, lang)}: ${today.length ? today.join(', ') : closed}`;
  });
}

/** A text in every language it is written in, each marked with its language. */
function PerLanguage({ texts, lang }: { texts: Partial<Record<Language, string>>; lang: string }) {
  const written = SUPPORTED_LANGUAGES.filter((l) => texts[l]?.trim());
  // The page's language first, then the others in the usual order.
  const ordered = [...written.filter((l) => l === lang), ...written.filter((l) => l !== lang)];
  return (
    <>
      {ordered.map((l, index) => (
        <span key={l}>
          {index > 0 && ' · '}
          <abbr title={LANGUAGES.find((entry) => entry.iso639_1 === l)?.endonym}>{l.toUpperCase()}</abbr>{' '}
          <span lang={l}>{texts[l]}</span>
        </span>
      ))}
    </>
  );
}

function Photos({ images, lang, compared }: { images: ListingImage[]; lang: string; compared?: Compared }) {
  const { t } = useTranslation('admin');
  const thumbnails = useContext(PhotoThumbnails);
  const others = new Map(((compared?.other ?? []) as ListingImage[]).map((image) => [image.id, image]));
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
      {images.map((image, index) => {
        const caption = index === 0 ? t('diff.cover', { number: index + 1 }) : t('diff.photo', { number: index + 1 });
        const other = others.get(image.id);
        return (
          <Box component="li" key={image.id} sx={{ width: 140, minWidth: 0 }}>
            {thumbnails[image.id] ? (
              <Box
                component="img"
                src={thumbnails[image.id]}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                sx={{ display: 'block', borderRadius: 1, bgcolor: 'action.hover' }}
              />
            ) : (
              // A photo no longer stored: its place, without a picture.
              <Box sx={{ width: 64, height: 64, borderRadius: 1, bgcolor: 'action.hover' }} />
            )}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {compared && !other ? (
                // Only on this side: a photo the proposal adds, or one it takes away.
                <DiffMark kind={markOf(compared)} lang={lang}>
                  {caption}
                </DiffMark>
              ) : (
                caption
              )}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {isEmptyValue(image.alt) ? t('diff.noAlt') : <PerLanguage texts={image.alt} lang={lang} />}
            </Typography>
            {compared && other && !sameValue(image.alt, other.alt) && (
              <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                {t('diff.altChanged')}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function MenuSection({ section, lang, compared }: { section: ListingMenuSection; lang: string; compared?: Compared }) {
  const { t } = useTranslation(['admin', 'listofval']);
  const other = compared?.other as ListingMenuSection | undefined;
  const changes = compared
    ? compared.side === 'before'
      ? dishChanges(section, other)
      : dishChanges(other, section)
    : undefined;
  return (
    <>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <PerLanguage texts={section.name} lang={lang} />
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {section.items.map((item, index) => {
          const line = (
            <>
              <PerLanguage texts={item.name} lang={lang} />
              {` — ${formatEuros(item.price, lang)}`}
              {item.available === false && ` — ${t('diff.unavailable')}`}
            </>
          );
          // A dish only this side has is marked whole; one both have that differs is said to.
          const only = changes && (changes.added.has(item) || changes.removed.has(item));
          return (
            <li key={index}>
              <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                {only ? (
                  <DiffMark kind={markOf(compared!)} lang={lang}>
                    {line}
                  </DiffMark>
                ) : (
                  line
                )}
                {changes?.changed.has(item) && (
                  <Box component="span" sx={{ fontStyle: 'italic' }}>{` — ${t('diff.dishChanged')}`}</Box>
                )}
              </Typography>
              {!isEmptyValue(item.description) && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <PerLanguage texts={item.description} lang={lang} />
                </Typography>
              )}
              {item.allergens.length > 0 && (
                <Typography variant="body2">
                  {t('diff.allergens', { list: item.allergens.map((a) => t(`listofval:allergen.${a}`)).join(', ') })}
                </Typography>
              )}
            </li>
          );
        })}
      </Box>
    </>
  );
}
