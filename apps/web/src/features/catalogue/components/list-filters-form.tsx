import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { AssetListKey } from '@town/shared/asset-types';
import { HOTEL_TYPES, type HotelType } from '@town/shared/constants';
import type { CuisineType } from '@town/shared/catalogue';
import { useCallback, useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHydrated } from '../../../components/client-only.tsx';
import { CUISINE_TYPES } from '@town/shared/catalogue-codes';
import { useLang } from '../../../components/lang-link.tsx';
import { StayDatesField } from '../../../components/stay-dates-field.tsx';
import { IslandsContext } from '../../../components/island.tsx';
import { useListFilters } from '../hooks/use-list-filters.ts';
import { useNearMe } from '../hooks/use-near-me.ts';
import {
  assetList,
  GUEST_KINDS,
  GUEST_LIMITS,
  STAY_GUEST_LIMITS,
  SEARCH_MAX_LENGTH,
  defaultListFilters,
  hasActiveFilters,
  isValidPriceRange,
  listCapabilities,
  listSorts,
  type AssetListDefinition,
  type GuestCountFieldProps,
  type ListFilters,
  type ListSort,
} from '../utils/list-filters.ts';
import { PriceRangeFilter } from './price-range-filter.tsx';

/** How long typing may pause before the search applies (Enter applies it at once). */
const SEARCH_DELAY_MS = 500;

/**
 * The id of the filters' form. A change that loads the page whole (docs/decisions/021-islands.md)
 * leads to it: the browser opens the <details> folding it on a narrow screen, so the next
 * change is at hand as it was.
 */
export const FILTERS_ANCHOR = 'list-filters';

interface Props {
  list: AssetListDefinition;
  filters: ListFilters;
  /** Some filters changed; the caller applies them on top of the latest, back on page 1. */
  onChange: (changes: Partial<ListFilters>) => void;
}

/**
 * What the form's typed fields hold that differs from the list's filters and is valid. Sending
 * the form (Enter, its buttons) applies it all, as it would without JavaScript, whichever field
 * was being typed in: before its island is hydrated, Enter reaches the form as a click on its
 * first button (islands/loader.ts), the search's.
 */
function typedChanges(form: HTMLFormElement, list: AssetListDefinition, filters: ListFilters): Partial<ListFilters> {
  const field = (name: string) => {
    const element = form.elements.namedItem(name);
    return element instanceof HTMLInputElement ? element.value.trim() : '';
  };
  const changes: Partial<ListFilters> = {};
  const q = field('q').replace(/\s+/g, ' ');
  if (q !== filters.q) changes.q = q;
  const flag = listCapabilities(list).priceFlag;
  const [min, max] = ['priceMin', 'priceMax'].map((name) =>
    /^\d{1,10}$/.test(field(name)) ? Number(field(name)) : NaN,
  );
  if (flag && filters.price && isValidPriceRange(flag, min!, max!)) {
    if (min !== filters.price[0] || max !== filters.price[1]) changes.price = [min!, max!];
  }
  const limits = filters.checkIn ? STAY_GUEST_LIMITS : GUEST_LIMITS;
  for (const kind of GUEST_KINDS) {
    const text = field(kind);
    const count = Number(text);
    if (/^\d{1,2}$/.test(text) && count >= limits[kind].min && count <= limits[kind].max && count !== filters[kind]) {
      changes[kind] = count;
    }
  }
  return changes;
}

/**
 * A whole number field that applies each valid value as it is typed; where a change loads the
 * page whole, once typing pauses or the field is left (Enter sends the form: typedChanges), so
 * that "12" is not sent as "1".
 */
function GuestsField({ name, label, value, limits, onChange }: GuestCountFieldProps) {
  const pageLoads = useContext(IslandsContext);
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const valid = (raw: string) => /^\d{1,2}$/.test(raw) && Number(raw) >= limits.min && Number(raw) <= limits.max;
  const changed = valid(text) && Number(text) !== value;
  useEffect(() => {
    if (!pageLoads || !changed) return;
    const timer = setTimeout(() => onChange(Number(text)), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pageLoads, changed, text, onChange]);
  return (
    <TextField
      size="small"
      type="number"
      name={name}
      label={label}
      value={text}
      error={!valid(text)}
      onChange={(event) => {
        setText(event.target.value);
        if (!pageLoads && valid(event.target.value) && Number(event.target.value) !== value) {
          onChange(Number(event.target.value));
        }
      }}
      onBlur={() => (changed ? onChange(Number(text)) : setText(String(value)))}
      slotProps={{ htmlInput: { min: limits.min, max: limits.max, step: 1, inputMode: 'numeric' } }}
    />
  );
}

/**
 * The filters as an island (docs/decisions/021-islands.md): the list by its key and the filters
 * of the page's address, each change applied to the address.
 */
export function ListFiltersIsland({ list: key, filters }: { list: AssetListKey; filters: ListFilters }) {
  const list = assetList(key);
  const pageLoads = useContext(IslandsContext);
  const { changeFilters } = useListFilters(list, pageLoads ? FILTERS_ANCHOR : undefined);
  const onChange = useCallback(
    (changes: Partial<ListFilters>) => {
      // Choosing "nearest first" asks where the visitor is, once; without an answer, from the centre.
      // A page loaded whole would forget the answer at once (near-me.tsx): there it sorts from the centre.
      if (!pageLoads && changes.sort === 'distance' && useNearMe.getState().state === 'idle') {
        void useNearMe.getState().ask();
      }
      changeFilters(changes);
    },
    [changeFilters, pageLoads],
  );
  return <ListFiltersForm list={list} filters={filters} onChange={onChange} />;
}

/**
 * The filters of a list: search, price, guests, hotel type or cuisine, and the order. With
 * JavaScript each change applies at once; without it (or before the scripts run) the form is
 * an ordinary GET form of the list's own address whose field names are the URL's query
 * parameters (parseListFilters), so sending it loads the filtered list from the server. Where
 * each change loads the page whole, typed text applies when sent (Enter, the search button or
 * the form's own button), not when typing pauses: a new page would take the field from under
 * the visitor's fingers.
 */
export function ListFiltersForm({ list, filters, onChange }: Props) {
  const { t } = useTranslation(['catalogue', 'listofval']);
  const lang = useLang();
  const can = listCapabilities(list);
  const guestPicker = filters.checkIn ? STAY_GUEST_LIMITS : GUEST_LIMITS;
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const pageLoads = useContext(IslandsContext);
  const [q, setQ] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setQ(filters.q);
  }

  const apply = onChange;
  // Typing applies the search once it pauses.
  useEffect(() => {
    const text = q.trim().replace(/\s+/g, ' ');
    if (pageLoads || text === filters.q) return;
    const timer = setTimeout(() => onChange({ q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, filters.q, onChange, pageLoads]);

  return (
    <Box
      component="form"
      id={FILTERS_ANCHOR}
      method="get"
      action={pathname}
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        const changes = typedChanges(event.currentTarget, list, filters);
        if (Object.keys(changes).length > 0) apply(changes);
      }}
      // Arriving at the anchor opens the filters without moving the page: they start on its first screen.
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, scrollMarginTop: '100vh' }}
    >
      <TextField
        size="small"
        type="search"
        name="q"
        label={t('filters.search')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={t('filters.searchSubmit')}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {can.dates && (
        <StayDatesField
          lang={lang}
          value={{ checkIn: filters.checkIn ?? null, checkOut: filters.checkOut ?? null }}
          onChange={({ checkIn, checkOut }) =>
            apply({
              checkIn: checkIn ?? undefined,
              checkOut: checkOut ?? undefined,
              // With dates the cheapest stay first; without them, no total to sort by.
              sort: checkIn
                ? filters.checkIn
                  ? filters.sort
                  : 'total-asc'
                : filters.sort === 'total-asc'
                  ? 'recent'
                  : filters.sort,
            })
          }
        />
      )}
      {can.priceFlag && filters.price && (
        <PriceRangeFilter flag={can.priceFlag} value={filters.price} onChange={(price) => apply({ price })} />
      )}
      {can.guests && filters.adults !== undefined && filters.children !== undefined && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Box component="legend" sx={{ typography: 'subtitle2', mb: 1.5, p: 0 }}>
            {t('filters.guests')}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            {GUEST_KINDS.map((kind) => (
              <GuestsField
                key={kind}
                name={kind}
                label={t(`filters.${kind}`)}
                value={filters[kind]!}
                limits={guestPicker[kind]}
                onChange={(count) => apply({ [kind]: count })}
              />
            ))}
          </Box>
        </Box>
      )}
      {can.hotelType && (
        <TextField
          select
          size="small"
          name="hotelType"
          label={t('filters.hotelType')}
          value={filters.hotelType ?? ''}
          onChange={(event) => apply({ hotelType: (event.target.value || undefined) as HotelType | undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('filters.any')}</option>
          {HOTEL_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`listofval:hotelType.${type}`)}
            </option>
          ))}
        </TextField>
      )}
      {can.cuisine && (
        <TextField
          select
          size="small"
          name="cuisine"
          label={t('filters.cuisine')}
          value={filters.cuisine ?? ''}
          onChange={(event) => apply({ cuisine: (event.target.value || undefined) as CuisineType | undefined })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('filters.any')}</option>
          {CUISINE_TYPES.map((cuisine) => (
            <option key={cuisine} value={cuisine}>
              {t(`listofval:cuisine.${cuisine}`)}
            </option>
          ))}
        </TextField>
      )}
      {/*
       * The order as choices in sight, each wrapping as it needs: a closed select shows one line,
       * and a long one ("Egonaldiaren guztizkoa: merkeenetik garestienera") was cut on a phone.
       */}
      <FormControl component="fieldset" sx={{ minWidth: 0 }}>
        <Box component="legend" sx={{ typography: 'subtitle2', mb: 0.5, p: 0 }}>
          {t('filters.sort')}
        </Box>
        <RadioGroup
          name="sort"
          value={filters.sort}
          onChange={(event) => apply({ sort: event.target.value as ListSort })}
        >
          {listSorts(list, filters).map((sort) => (
            <FormControlLabel
              key={sort}
              value={sort}
              control={<Radio size="small" />}
              label={t(`listofval:sort.${sort}`)}
              // The radio stays by the first line of a label that wraps.
              sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 0.75 } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {/* Without JavaScript nothing applies by itself: this sends the form (page 1 of the filtered list). */}
      {(!hydrated || pageLoads) && (
        <Button type="submit" variant="contained">
          {t('filters.apply')}
        </Button>
      )}
      {hasActiveFilters(list, filters) && (
        <Button
          variant="outlined"
          href={pathname}
          onClick={(event) => {
            event.preventDefault();
            onChange(defaultListFilters(list));
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Box>
  );
}
