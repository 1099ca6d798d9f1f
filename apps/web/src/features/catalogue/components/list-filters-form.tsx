import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { HOTEL_TYPES, type HotelType } from '@town/shared/constants';
import type { CuisineType } from '@town/shared/catalogue';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useHydrated } from '../../../components/client-only.tsx';
import { CUISINE_TYPES } from '@town/shared/catalogue-codes';
import { useLang } from '../../../components/lang-link.tsx';
import { StayDatesField } from '../../../components/stay-dates-field.tsx';
import {
  GUEST_KINDS,
  GUEST_LIMITS,
  STAY_GUEST_LIMITS,
  SEARCH_MAX_LENGTH,
  defaultListFilters,
  hasActiveFilters,
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

interface Props {
  list: AssetListDefinition;
  filters: ListFilters;
  /** Some filters changed; the caller applies them on top of the latest, back on page 1. */
  onChange: (changes: Partial<ListFilters>) => void;
}

/** A whole number field that applies each valid value as it is typed. */
function GuestsField({ name, label, value, limits, onChange }: GuestCountFieldProps) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const valid = (raw: string) => /^\d{1,2}$/.test(raw) && Number(raw) >= limits.min && Number(raw) <= limits.max;
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
        if (valid(event.target.value) && Number(event.target.value) !== value) onChange(Number(event.target.value));
      }}
      onBlur={() => setText(String(value))}
      slotProps={{ htmlInput: { min: limits.min, max: limits.max, step: 1, inputMode: 'numeric' } }}
    />
  );
}

/**
 * The filters of a list: search, price, guests, hotel type or cuisine, and the order. With
 * JavaScript each change applies at once; without it (or before the scripts run) the form is
 * an ordinary GET form of the list's own address whose field names are the URL's query
 * parameters (parseListFilters), so sending it loads the filtered list from the server.
 */
export function ListFiltersForm({ list, filters, onChange }: Props) {
  const { t } = useTranslation(['catalogue', 'listofval']);
  const lang = useLang();
  const can = listCapabilities(list);
  const guestPicker = filters.checkIn ? STAY_GUEST_LIMITS : GUEST_LIMITS;
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [q, setQ] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setQ(filters.q);
  }

  const apply = onChange;
  const applySearch = () => {
    const text = q.trim().replace(/\s+/g, ' ');
    if (text !== filters.q) apply({ q: text });
  };

  // Typing applies the search once it pauses.
  useEffect(() => {
    const text = q.trim().replace(/\s+/g, ' ');
    if (text === filters.q) return;
    const timer = setTimeout(() => onChange({ q: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, filters.q, onChange]);

  return (
    <Box
      component="form"
      method="get"
      action={pathname}
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        applySearch();
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
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
      <TextField
        select
        size="small"
        name="sort"
        label={t('filters.sort')}
        value={filters.sort}
        onChange={(event) => apply({ sort: event.target.value as ListSort })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {listSorts(list, filters).map((sort) => (
          <option key={sort} value={sort}>
            {t(`listofval:sort.${sort}`)}
          </option>
        ))}
      </TextField>
      {/* Without JavaScript nothing applies by itself: this sends the form (page 1 of the filtered list). */}
      {!hydrated && (
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
