import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import EventNoteIcon from '@mui/icons-material/EventNote';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { BOOKABLE_LIST, type AssetListKey } from '@town/shared/asset-types';
import { LISTING_STATUSES } from '@town/shared/listings';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useOwnerListings } from '../api/owner-listings.ts';
import { NEW_LISTING_KINDS } from '../utils/editor-values.ts';
import { isFiltered, listingFiltersOf, listingParamsOf, type ListingFilters } from '../utils/listing-filters.ts';
import { ListingRows } from './listing-rows.tsx';

/** How long typing pauses before the list follows the search box. */
const SEARCH_PAUSE_MS = 300;

/**
 * An owner's listings (docs/listings.md#the-owners-workspace), however many: found by name or
 * address, by kind and by status, the latest change first, a page at a time, the search kept
 * in the address; each row with its state, its last change and where it leads. And the way to
 * start a new one.
 */
export function MyListings({ lang }: { lang: string }) {
  const { t } = useTranslation('owner');
  // The link to the host's bookings is labelled in the host pages' namespace.
  const { t: tHost } = useTranslation('host');
  const localePath = useLocalePath();
  const [params, setParams] = useSearchParams();
  const filters = listingFiltersOf(params);
  const listings = useOwnerListings(filters);
  const [choosing, setChoosing] = useState(false);
  // The page is rendered in the browser only (a private page): the screen is known at once.
  const wide = useMediaQuery((theme) => theme.breakpoints.up('lg'), { noSsr: true });
  const top = useRef<HTMLDivElement>(null);

  // A new search or filter starts at its first page; a search typed replaces the address (no step
  // back per pause in typing), a filter or a page chosen is a step Back undoes.
  const change = (next: Partial<ListingFilters>, { replace = false } = {}) =>
    setParams(listingParamsOf({ ...filters, page: 1, ...next }), { replace, preventScrollReset: true });
  const clear = () => change({ q: '', type: undefined, status: undefined });

  const data = listings.data;
  const pages = data ? Math.ceil(data.total / data.pageSize) : 0;
  const filtered = isFiltered(filters);
  // A page past the last (listings deleted meanwhile, an old link): the last one instead.
  const pastTheEnd = data !== undefined && !listings.isPlaceholderData && data.total > 0 && data.items.length === 0;
  useEffect(() => {
    if (pastTheEnd) setParams(listingParamsOf({ ...filters, page: pages }), { replace: true });
  });

  let status = '';
  if (data && data.total > 0) {
    status = t('list.results', { count: data.total });
    if (pages > 1) status += ` · ${t('list.pageOf', { page: data.page, pages })}`;
  } else if (data && filtered) {
    status = t('list.noMatch');
  }

  let body;
  if (listings.isPending) {
    body = <Loading label={t('list.loading')} />;
  } else if (listings.isError) {
    body = <LoadError message={t('list.loadError')} onRetry={() => void listings.refetch()} />;
  } else if (listings.data.total === 0) {
    body = filtered ? (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography>{t('list.noMatchHint')}</Typography>
        <Button variant="outlined" startIcon={<CloseIcon />} onClick={clear}>
          {t('list.clear')}
        </Button>
      </Paper>
    ) : (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography>{t('list.empty')}</Typography>
      </Paper>
    );
  } else {
    body = (
      <>
        <ListingRows items={listings.data.items} lang={lang} wide={wide} label={t('list.label')} />
        {pages > 1 ? (
          <Pagination
            sx={{ mt: 3, '& ul': { justifyContent: 'center' } }}
            count={pages}
            page={Math.min(listings.data.page, pages)}
            siblingCount={wide ? 1 : 0}
            onChange={(_event, page) => {
              change({ page });
              top.current?.scrollIntoView({ block: 'start' });
            }}
            aria-label={t('list.pagination.label')}
            getItemAriaLabel={(type, page, selected) => {
              if (type === 'page') return t(selected ? 'list.pagination.current' : 'list.pagination.page', { page });
              // An ellipsis is not a control: nothing to name.
              return type === 'start-ellipsis' || type === 'end-ellipsis' ? '' : t(`list.pagination.${type}`);
            }}
          />
        ) : null}
      </>
    );
  }

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('list.intro')}
      </Typography>
      <Box sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setChoosing(true)}>
          {t('list.new')}
        </Button>
        {data?.kinds.includes(BOOKABLE_LIST.key) ? (
          <Button component={RouterLink} to={localePath('owner/bookings')} startIcon={<EventNoteIcon />}>
            {tHost('links.bookings')}
          </Button>
        ) : null}
      </Box>
      <SearchBar filters={filters} kinds={data?.kinds} onChange={change} onClear={clear} />
      <Box ref={top} sx={{ scrollMarginTop: '5rem' }}>
        <Typography role="status" aria-live="polite" sx={{ mb: 1.5, minHeight: '1.5em' }}>
          {status}
        </Typography>
        <Box aria-busy={listings.isFetching}>{body}</Box>
      </Box>
      <NewListingDialog open={choosing} onClose={() => setChoosing(false)} />
    </>
  );
}

/**
 * The search box (followed as soon as typing pauses, or on Enter) and the filters: the kind,
 * offered when the owner has several, and the status.
 */
function SearchBar({
  filters,
  kinds,
  onChange,
  onClear,
}: {
  filters: ListingFilters;
  /** The kinds of the owner's listings; undefined while unknown. */
  kinds: readonly AssetListKey[] | undefined;
  onChange: (next: Partial<ListingFilters>, options?: { replace?: boolean }) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(['owner', 'listofval']);
  const [text, setText] = useState(filters.q);
  // A search the address brings (Back, a link, "Clear filters") shows in the box, unless it is what is typed there.
  const [shown, setShown] = useState(filters.q);
  if (filters.q !== shown) {
    setShown(filters.q);
    if (text.trim() !== filters.q) setText(filters.q);
  }
  const settled = useDebouncedValue(text.trim(), SEARCH_PAUSE_MS);
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled !== filters.q) onChange({ q: settled }, { replace: true });
  }, [settled, filters.q, onChange]);

  const kindChoices = (kinds ?? []).filter((kind) => kind !== filters.type);
  const showKinds = filters.type !== undefined || kindChoices.length > 1;
  return (
    <FilterBar
      label={t('list.searchLabel')}
      onSearch={(typed) => {
        if (typed !== filters.q) onChange({ q: typed });
      }}
      sx={{ alignItems: 'center', mb: 2 }}
    >
      <TextField
        type="search"
        name="q"
        label={t('list.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        slotProps={{
          htmlInput: { maxLength: 100, autoComplete: 'off' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: '1 1 16rem' }}
      />
      {showKinds ? (
        <FilterSelect
          label={t('list.type')}
          value={filters.type}
          choices={[...(filters.type ? [filters.type] : []), ...kindChoices]}
          choiceLabel={(kind) => t(`listofval:list.${kind}`)}
          onChange={(type) => onChange({ type })}
        />
      ) : null}
      <FilterSelect
        label={t('list.status')}
        value={filters.status}
        choices={LISTING_STATUSES}
        choiceLabel={(status) => t(`status.${status}`)}
        onChange={(status) => onChange({ status })}
      />
      {isFiltered(filters) ? (
        <Button startIcon={<CloseIcon />} onClick={onClear}>
          {t('list.clear')}
        </Button>
      ) : null}
    </FilterBar>
  );
}

/**
 * One filter of the list: a native select (a phone's own picker), its label above the choice
 * shown, "Any" first.
 */
function FilterSelect<Choice extends string>({
  label,
  value,
  choices,
  choiceLabel,
  onChange,
}: {
  label: string;
  value: Choice | undefined;
  choices: readonly Choice[];
  choiceLabel: (choice: Choice) => string;
  onChange: (value: Choice | undefined) => void;
}) {
  const { t } = useTranslation('owner');
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as Choice | undefined)}
      size="small"
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '1 1 9rem' }}
    >
      <option value="">{t('list.any')}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {choiceLabel(choice)}
        </option>
      ))}
    </TextField>
  );
}

/** "What are you listing?": the nine kinds, each a link to a new listing's editor. */
export function NewListingChoices({ label, onChoose }: { label: string; onChoose?: () => void }) {
  const { t } = useTranslation('owner');
  const localePath = useLocalePath();
  return (
    <List aria-label={label}>
      {NEW_LISTING_KINDS.map((kind) => (
        <li key={kind}>
          <ListItemButton component={RouterLink} to={`${localePath('owner/new')}?type=${kind}`} onClick={onChoose}>
            <ListItemText
              primary={t(`newListing.kinds.${kind}.title`)}
              secondary={t(`newListing.kinds.${kind}.text`)}
            />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}

function NewListingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('owner');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('newListing.title')}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 2 } }}>
        <NewListingChoices label={t('newListing.title')} onChoose={onClose} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
