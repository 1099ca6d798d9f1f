import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { SearchResult } from '@town/shared/catalogue';
import { DEFAULT_LANGUAGE } from '@town/shared/languages';
import { pathInLanguage } from '../../../lib/page-urls.ts';
import { useSearchPlaces } from '../api/search-places.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { isSearchable, searchQuery } from '../utils/search-query.ts';
import { SearchField } from './search-field.tsx';

/** The pause in typing after which the box asks (docs/product.md#search-box). */
export const SEARCH_DEBOUNCE_MS = 200;

/** No suggestions: one array, so that effects that follow the list do not run on every render. */
const NO_PLACES: SearchResult[] = [];

export interface PlaceComboboxProps {
  /** What the visitor had typed into the plain field before this took its place. */
  initialInput?: string;
  /** Take the focus when shown (it replaces a focused field, or opens in the narrow header's bar). */
  autoFocus?: boolean;
  /** Escape with no list open (the narrow header closes its bar); without it, Escape empties the field. */
  onEscape?: () => void;
  /** After going to a place. */
  onChosen?: () => void;
}

/**
 * The header's search (docs/product.md#search-box): a WAI-ARIA combobox (MUI's Autocomplete)
 * suggesting places of every type as the visitor types, by their names or by a dish of their
 * menus (which the suggestion names). Enter goes to the
 * suggestion chosen with the arrow keys, else to the first suggestion for what is typed,
 * waiting for it when the answer is still on its way. A status region says how many
 * suggestions there are, or that there are none.
 */
export function PlaceCombobox({ initialInput = '', autoFocus = false, onEscape, onChosen }: PlaceComboboxProps) {
  // The type words are listofval's; PlaceSearch has loaded them before showing this.
  const { t } = useTranslation(['translation', 'listofval']);
  const lang = useParams().lang ?? DEFAULT_LANGUAGE;
  const navigate = useNavigate();
  const [input, setInput] = useState(initialInput);
  const [open, setOpen] = useState(initialInput !== '');
  /** The query Enter was pressed for before its suggestions had arrived. */
  const [enterFor, setEnterFor] = useState<string | null>(null);
  /** Whether the highlighted suggestion was chosen with the arrow keys (rather than highlighted as the first). */
  const chosenByKeyboard = useRef(false);

  const typed = searchQuery(input);
  const searchable = isSearchable(typed);
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Enter does not wait for the pause: it asks at once.
  const asked = enterFor === typed ? typed : debounced;
  const result = useSearchPlaces(asked, lang);
  const current = searchable && asked === typed;
  const fresh = current && result.isSuccess && !result.isPlaceholderData;
  const failed = current && result.isError;
  const options = (searchable && !failed && result.data?.items) || NO_PLACES;
  const loading = searchable && !fresh && !failed;

  // A new list highlights its first suggestion again; the arrow keys have not chosen yet.
  useEffect(() => {
    chosenByKeyboard.current = false;
  }, [options]);

  function go(place: SearchResult) {
    setInput('');
    setOpen(false);
    setEnterFor(null);
    onChosen?.();
    // The API links to the page in the language asked for; the pseudo-locale asks in English.
    void navigate(pathInLanguage(place.href, lang));
  }

  // Enter before the answer: go to its first suggestion when it comes.
  const first = options[0];
  useEffect(() => {
    if (enterFor === null || enterFor !== typed || !fresh) return;
    setEnterFor(null);
    if (first) go(first);
    // go() changes with each render; the answer arriving is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enterFor, typed, fresh, first]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) {
    const listShown = open && searchable;
    if (event.key === 'Escape' && !listShown) {
      event.defaultMuiPrevented = true;
      if (onEscape) onEscape();
      else setInput('');
      return;
    }
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // A suggestion chosen with the arrow keys: the Autocomplete selects it.
    if (listShown && chosenByKeyboard.current) return;
    event.defaultMuiPrevented = true;
    event.preventDefault();
    if (!searchable) return;
    if (fresh) {
      if (first) go(first);
      return;
    }
    setEnterFor(typed);
    setOpen(true);
  }

  const status = !searchable
    ? ''
    : failed
      ? t('search.error')
      : fresh
        ? options.length > 0
          ? t('search.count', { count: options.length })
          : t('search.none')
        : '';

  return (
    <>
      <Autocomplete<SearchResult, false, false, false>
        options={options}
        // Choosing a place goes to its page: the box keeps no value.
        value={null}
        inputValue={input}
        onInputChange={(_event, value, reason) => {
          // 'reset' is the Autocomplete emptying the field for its (always empty) value.
          if (reason !== 'reset') setInput(value);
        }}
        onChange={(_event, place) => {
          if (place) go(place);
        }}
        onHighlightChange={(_event, option, reason) => {
          chosenByKeyboard.current = reason === 'keyboard' && option !== null;
        }}
        open={open && searchable}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onKeyDown={onKeyDown}
        // The API has chosen and ordered them.
        filterOptions={(places) => places}
        getOptionLabel={(place) => place.name}
        getOptionKey={(place) => place.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        autoHighlight
        clearOnBlur={false}
        forcePopupIcon={false}
        loading={loading}
        loadingText={t('search.searching')}
        noOptionsText={failed ? t('search.error') : t('search.none')}
        slotProps={{
          // Our own status region, always in the page, says it (MUI's comes and goes with the list).
          status: { role: undefined, 'aria-live': undefined, 'aria-atomic': undefined },
          popper: { placement: 'bottom-start', sx: { minWidth: 'min(22rem, calc(100vw - 16px))' } },
          listbox: { sx: { maxHeight: 'min(28rem, 70vh)' } },
        }}
        renderOption={({ key, ...props }, place) => (
          <Box
            component="li"
            key={key}
            {...props}
            sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
          >
            <Box component="span" sx={{ fontWeight: 600 }}>
              {place.name}
            </Box>
            <Box
              component="span"
              sx={{
                color: 'text.secondary',
                fontSize: '0.875rem',
                maxWidth: '100%',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {t(`listofval:assetType.${place.type}`)}
              {place.summary ? ` · ${place.summary}` : ''}
            </Box>
            {place.matchedDish && (
              // Why a place whose name does not hold the words was found: a dish of its menu.
              // Whole, wrapping as it needs: it is what the visitor looked for.
              <Box
                component="span"
                data-testid="matched-dish"
                sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, fontSize: '0.875rem', maxWidth: '100%' }}
              >
                <RestaurantMenuIcon aria-hidden sx={{ fontSize: '1rem', mt: '0.15em', color: 'text.secondary' }} />
                <span>{t('search.onTheMenu', { dish: place.matchedDish })}</span>
              </Box>
            )}
          </Box>
        )}
        renderInput={(params) => (
          <SearchField
            label={t('search.label')}
            labelProps={params.slotProps.inputLabel}
            placeholder={t('search.placeholder')}
            // The frame anchors the list. Neither MUI's classes (styles for its own inputs) nor
            // its end adornment (a clear button; Escape empties the field) are used.
            frameRef={params.slotProps.input.ref}
            inputProps={{ ...params.slotProps.htmlInput, className: undefined, id: params.id, autoFocus }}
            end={loading && options.length > 0 ? <CircularProgress size={16} color="inherit" aria-hidden /> : null}
          />
        )}
      />
      <Box role="status" sx={visuallyHidden}>
        {status}
      </Box>
    </>
  );
}
