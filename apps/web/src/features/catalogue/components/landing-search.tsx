import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { listsOfGroup, type AssetGroup } from '@town/shared/asset-types';
import { DEFAULT_FILTERS } from '@town/shared/constants';
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
 * its URL, so the answer can be shared and reloaded; stays with dates come cheapest first.
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
  const stepGuests = (kind: GuestCountFieldProps['name'], by: 1 | -1) =>
    setGuestCounts((counts) => {
      const { min, max } = STAY_GUEST_LIMITS[kind];
      return { ...counts, [kind]: Math.min(max, Math.max(min, counts[kind] + by)) };
    });
  const list = assetList(SEARCH_KINDS.find((k) => k.key === kind)!.list);
  const forStays = listCapabilities(list).dates;

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
      role="search"
      aria-labelledby="landing-search-heading"
      method="get"
      action={localePath(`assets/${list.route}`)}
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
      sx={{ p: { xs: 2, sm: 3 }, mt: 3, color: 'text.primary', maxWidth: 960 }}
    >
      <Typography id="landing-search-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {t('landing.search.heading')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'end',
          // One column on a phone; two on a tablet (the button on its own row); one row from lg.
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: forStays ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr) auto',
            lg: forStays ? 'auto minmax(14rem, 1fr) auto auto auto' : 'minmax(0, 1fr) auto',
          },
          '& > button[type=submit]': forStays ? { gridColumn: { sm: '1 / -1', lg: 'auto' } } : {},
        }}
      >
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 0.75 }}>
            {t('landing.search.what')}
          </Typography>
          {/* Native radios: arrow keys move between them, and the choice reads as one. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
            {SEARCH_KINDS.map((k) => (
              <Box
                component="label"
                key={k.key}
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  px: 1.25,
                  py: 0.5,
                  minHeight: 40,
                  border: 1,
                  borderRadius: 5,
                  cursor: 'pointer',
                  borderColor: kind === k.key ? 'primary.main' : 'divider',
                  bgcolor: kind === k.key ? 'action.selected' : 'transparent',
                  fontWeight: kind === k.key ? 700 : 400,
                  '&:has(input:focus-visible)': {
                    outline: '3px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                  '& input': { m: 0, accentColor: (theme) => (theme.vars ?? theme).palette.primary.main },
                }}
              >
                <input
                  type="radio"
                  name="what"
                  value={k.key}
                  checked={kind === k.key}
                  onChange={() => setKind(k.key)}
                />
                {t(`landing.search.kind.${k.key}`)}
              </Box>
            ))}
          </Box>
        </Box>
        {forStays && (
          <>
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
          </>
        )}
        <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />}>
          {t('landing.search.submit')}
        </Button>
      </Box>
    </Paper>
  );
}
