import AddIcon from '@mui/icons-material/Add';
import HotelOutlinedIcon from '@mui/icons-material/HotelOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import RestaurantOutlinedIcon from '@mui/icons-material/RestaurantOutlined';
import SailingOutlinedIcon from '@mui/icons-material/SailingOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listsOfGroup, type AssetGroup } from '@town/shared/asset-types';
import { DEFAULT_FILTERS } from '@town/shared/constants';
import { useHydrated } from '../../../components/client-only.tsx';
import { useLang, useLocalePath } from '../../../components/lang-link.tsx';
import { StayDatesField, type StayDates } from '../../../components/stay-dates-field.tsx';
import {
  assetList,
  defaultListFilters,
  GUEST_KINDS,
  STAY_GUEST_LIMITS,
  type GuestCountFieldProps,
  listCapabilities,
  listFiltersToSearchParams,
} from '../utils/list-filters.ts';

/** What the landing page's search looks for: these groups of types, each opening its first list. */
const SEARCH_KINDS = (['stay', 'eat', 'do'] as const satisfies readonly AssetGroup[]).map((group) => ({
  key: group,
  list: listsOfGroup(group)[0]!.key,
}));
type SearchKind = (typeof SEARCH_KINDS)[number]['key'];

const KIND_ICONS: Record<SearchKind, typeof HotelOutlinedIcon> = {
  stay: HotelOutlinedIcon,
  eat: RestaurantOutlinedIcon,
  do: SailingOutlinedIcon,
};

/*
 * The form lays itself out by its own width (a container query), not the window's: the hero
 * around it decides how wide it is. What changes with the choice never changes its size.
 */
const CONTAINER = 'landing-search';
/** The three choices side by side (narrower, one above the other: a German word needs the room). */
const SEGMENTS_IN_A_ROW = `@container ${CONTAINER} (min-width: 30rem)`;
/** The adults' and children's steppers side by side. */
const STEPPERS_SIDE_BY_SIDE = `@container ${CONTAINER} (min-width: 15rem)`;
/** The button beside the stay's fields, rather than under them. */
const BUTTON_BESIDE = `@container ${CONTAINER} (min-width: 36rem)`;
/** The dates and the two steppers in one row. */
const STAY_IN_A_ROW = `@container ${CONTAINER} (min-width: 46rem)`;

/**
 * The choice of what to look for as a segmented control: real radio buttons (one group, so
 * the arrow keys move between them, before hydration too), each hidden inside the segment
 * that is its label. Which segment is chosen, and which has the keyboard's focus, is drawn
 * from the radios themselves (`:checked`, `:focus-visible`), so the server's HTML shows what
 * the browser holds. Every segment keeps the same type and weight whether chosen or not, so
 * a choice never rewraps a label.
 */
function WhatSegments({ kind, onChange }: { kind: SearchKind; onChange: (kind: SearchKind) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <Box
      component="fieldset"
      className="town-landing-what"
      sx={{ gridArea: 'what', border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 0.75 }}>
        {t('landing.search.what')}
      </Typography>
      {!hydrated && (
        // Without script the form can only be the rentals list's (its action): no choice to offer.
        <noscript>
          <style>{'.town-landing-what { display: none; }'}</style>
        </noscript>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          [SEGMENTS_IN_A_ROW]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
          gap: 0.5,
          p: 0.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        {SEARCH_KINDS.map(({ key }) => {
          const Icon = KIND_ICONS[key];
          return (
            <Box
              component="label"
              key={key}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 0.75,
                minHeight: 48,
                px: 0.75,
                py: 0.75,
                borderRadius: 1.5,
                textAlign: 'center',
                fontSize: '0.9375rem',
                fontWeight: 600,
                lineHeight: 1.25,
                // A long word ("Unternehmungen") on the narrowest phone: hyphenated where the
                // browser can, else broken, never overflowing.
                hyphens: 'auto',
                overflowWrap: 'anywhere',
                color: 'text.primary',
                cursor: 'pointer',
                transition: 'background-color 120ms, color 120ms',
                '&:hover': { bgcolor: 'action.hover' },
                '&:has(input:checked)': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  boxShadow: 1,
                  // Where the system draws its own colours, the chosen one keeps a frame.
                  '@media (forced-colors: active)': { outline: '3px solid Highlight' },
                },
                '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                '& input': visuallyHidden,
              }}
            >
              <input type="radio" name="what" value={key} checked={kind === key} onChange={() => onChange(key)} />
              <Icon fontSize="small" aria-hidden />
              {t(`landing.search.kind.${key}`)}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

type GuestStepperProps = Omit<GuestCountFieldProps, 'onChange'> & {
  /** One more or one fewer, from the count as it is then (two taps before hydration are replayed in one go). */
  onStep: (by: 1 | -1) => void;
};

function GuestStepper({ name, label, value, limits, onStep }: GuestStepperProps) {
  const { t } = useTranslation();
  // The same on the server and in the browser: each island is rendered with its own prefix (components/island.tsx).
  const labelId = `${useId()}-${name}`;
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ minWidth: 0 }}>
      <Typography id={labelId} variant="subtitle2" component="span" sx={{ display: 'block', mb: 0.75 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          aria-label={t('landing.search.fewer', { what: label })}
          disabled={value <= limits.min}
          onClick={() => onStep(-1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <RemoveIcon />
        </IconButton>
        <Typography
          component="output"
          aria-live="polite"
          aria-labelledby={labelId}
          sx={{ minWidth: '2ch', textAlign: 'center', fontWeight: 700 }}
        >
          {value}
        </Typography>
        <IconButton
          aria-label={t('landing.search.more', { what: label })}
          disabled={value >= limits.max}
          onClick={() => onStep(1)}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          <AddIcon />
        </IconButton>
        <input type="hidden" name={name} value={value} />
      </Box>
    </Box>
  );
}

/**
 * The landing page's search (docs/product.md#search): what (stays, places to eat, things to
 * do), and for stays when (the booking's calendar) and who. It opens the list with the choice in
 * its URL, so the answer can be shared and reloaded; stays with dates come cheapest first. The
 * stay's fields keep their room whatever the choice (hidden, with a line on the list instead,
 * for the others), so switching moves nothing: not the form's height, not its button.
 */
export function LandingSearch() {
  const { t } = useTranslation();
  const lang = useLang();
  const localePath = useLocalePath();
  const navigate = useNavigate();
  const [kind, setKind] = useState<SearchKind>('stay');
  const [dates, setDates] = useState<StayDates>({ checkIn: null, checkOut: null });
  const [guests, setGuestCounts] = useState<Record<GuestCountFieldProps['name'], number>>({
    adults: DEFAULT_FILTERS.adults,
    children: DEFAULT_FILTERS.children,
  });
  const form = useRef<HTMLFormElement>(null);
  const stepGuests = (kind: GuestCountFieldProps['name'], by: 1 | -1) =>
    setGuestCounts((counts) => {
      const { min, max } = STAY_GUEST_LIMITS[kind];
      return { ...counts, [kind]: Math.min(max, Math.max(min, counts[kind] + by)) };
    });
  const list = assetList(SEARCH_KINDS.find((k) => k.key === kind)!.list);
  const forStays = listCapabilities(list).dates;

  // The arrow keys may have moved the choice on the server's radios while this was being
  // hydrated (React keeps what the browser holds): the search follows the radios.
  useEffect(() => {
    const chosen = form.current?.querySelector<HTMLInputElement>('input[name="what"]:checked')?.value;
    const found = SEARCH_KINDS.find((k) => k.key === chosen);
    if (found) setKind(found.key);
  }, []);

  const search = () => {
    const filters = defaultListFilters(list);
    if (forStays) {
      Object.assign(filters, guests);
      if (dates.checkIn && dates.checkOut) {
        Object.assign(filters, { checkIn: dates.checkIn, checkOut: dates.checkOut, sort: 'total-asc' });
      }
    }
    const query = listFiltersToSearchParams(list, filters).toString();
    void navigate(localePath(`assets/${list.route}`) + (query ? `?${query}` : ''));
  };

  return (
    <Paper
      component="form"
      ref={form}
      role="search"
      aria-labelledby="landing-search-heading"
      method="get"
      action={localePath(`assets/${list.route}`)}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
      sx={{
        p: { xs: 2, sm: 3 },
        mt: 3,
        color: 'text.primary',
        maxWidth: 960,
        containerType: 'inline-size',
        containerName: CONTAINER,
      }}
    >
      <Typography id="landing-search-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('landing.search.heading')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'minmax(0, 1fr)',
          gridTemplateAreas: '"what" "details" "submit"',
          [BUTTON_BESIDE]: {
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            gridTemplateAreas: '"what what" "details submit"',
            alignItems: 'end',
          },
        }}
      >
        <WhatSegments kind={kind} onChange={setKind} />
        {/* The stay's fields and the other choices' line share one cell: it is as tall as the fields. */}
        <Box sx={{ gridArea: 'details', display: 'grid', minWidth: 0, '& > *': { gridArea: '1 / 1', minWidth: 0 } }}>
          <Box
            data-testid="stay-fields"
            sx={{
              // Hidden, not removed: out of sight, of the keyboard's path and of screen readers, keeping its room.
              visibility: forStays ? 'visible' : 'hidden',
              display: 'grid',
              gap: 2,
              alignItems: 'end',
              gridTemplateColumns: 'minmax(0, 1fr)',
              [STEPPERS_SIDE_BY_SIDE]: {
                gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                '& > :first-of-type': { gridColumn: '1 / -1' },
              },
              [STAY_IN_A_ROW]: {
                gridTemplateColumns: 'minmax(14rem, 1fr) auto auto',
                '& > :first-of-type': { gridColumn: 'auto' },
              },
            }}
          >
            <StayDatesField value={dates} onChange={setDates} lang={lang} />
            {GUEST_KINDS.map((kind) => (
              <GuestStepper
                key={kind}
                name={kind}
                label={t(`landing.search.${kind}`)}
                value={guests[kind]}
                limits={STAY_GUEST_LIMITS[kind]}
                onStep={(by) => stepGuests(kind, by)}
              />
            ))}
          </Box>
          {!forStays && (
            <Typography
              data-testid="kind-note"
              // Under the choice it follows; beside the button when the fields are one row.
              sx={{ alignSelf: 'start', [STAY_IN_A_ROW]: { alignSelf: 'center' }, color: 'text.secondary' }}
            >
              {t(`landing.blurb.${list.key}`)}
            </Typography>
          )}
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          sx={{ gridArea: 'submit', alignSelf: 'end' }}
        >
          {t('landing.search.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
