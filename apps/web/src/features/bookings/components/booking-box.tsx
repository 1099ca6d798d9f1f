import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatEuros, formatStayDay, guestLimits } from '@town/shared/bookings';
import { REQUEST_HOLD_HOURS } from '@town/shared/rentals';
import { SIDE_BOX_MIN_WIDTH } from '../../../config/ui.ts';
import { IslandsContext } from '../../../components/island.tsx';
import { useLang } from '../../../components/lang-link.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useAvailability } from '../api/availability.ts';
import { STAY_CALENDAR_ID, STAY_PARAMS, useStayChoice } from '../hooks/use-stay-choice.ts';
import { useStayRules, type StayRules } from '../hooks/use-stay-rules.ts';
import { BookingDialog, type Capacity } from './booking-dialog.tsx';

interface Props {
  assetId: string;
  /** The rental's name, for the booking summary. */
  assetName?: string;
  /** Guests it takes; unknown means the API's limits. */
  capacity?: Capacity | null;
  /** Its lowest price a night in the coming free nights (the asset's `priceFrom`); null when none is free. */
  priceFrom: number | null;
  /** A selector of the page under which the bottom bar gives way (the consent banner showing). */
  barHiddenUnder?: string;
}

/** Where the box stands beside the text (the page's layout, SIDE_BOX_MIN_WIDTH). */
const WIDE = `@media (min-width: ${SIDE_BOX_MIN_WIDTH}px)`;

/** The bar at the bottom of a phone's screen: this high, and the page ends this much higher. */
const BAR_HEIGHT = 'calc(64px + env(safe-area-inset-bottom, 0px))';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * A holiday rental's booking box (docs/product.md#asset-pages): the price (from so much a night,
 * or the stay's total), the dates chosen in the calendar, the guests, and "Book" (or "Request to
 * book", for a rental booked on request), which opens the summary, after signing in when needed.
 * Until a stay is chosen the button is "Choose dates", a link to the calendar. On a wide screen
 * the page keeps the box beside the text; narrower, the price and the button are a bar fixed at
 * the bottom of the screen, hidden while the summary is open (and while the consent banner shows).
 */
export function BookingBox({ assetId, assetName, capacity, priceFrom, barHiddenUnder }: Props) {
  const { t } = useTranslation('bookings');
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const signedIn = useSessionStore((s) => s.token !== null);
  const islands = useContext(IslandsContext);
  const availability = useAvailability(assetId);
  const rules = useStayRules(availability.data);
  const { stay, guests, setStay, setGuests } = useStayChoice(assetId, capacity);
  // The summary quotes with the rules as they were when it opened: booking changes the availability under it.
  const [summary, setSummary] = useState<{ checkIn: string; checkOut: string; rules: StayRules } | null>(null);
  const headingId = useId();
  const fieldId = useId();

  const quote = stay.checkIn && stay.checkOut ? rules.quote(stay.checkIn, stay.checkOut, guests).quote : undefined;
  const onRequest = rules.terms.bookingMode === 'request';

  // Back from signing in with a stay chosen: straight to its summary, once.
  const wantsToBook = useRef(params.get(STAY_PARAMS.book) === '1');
  useEffect(() => {
    if (!wantsToBook.current || !availability.data) return;
    wantsToBook.current = false;
    // The store itself: while hydrating, `signedIn` is still the server's (no one).
    if (useSessionStore.getState().token !== null && quote && stay.checkIn && stay.checkOut) {
      setSummary({ checkIn: stay.checkIn, checkOut: stay.checkOut, rules });
    }
    if (islands) {
      // An island's every navigation loads the page anew (islands/island-root.tsx): the address is only corrected.
      const url = new URL(window.location.href);
      url.searchParams.delete(STAY_PARAMS.book);
      window.history.replaceState(window.history.state, '', url);
      return;
    }
    setParams(
      (p) => {
        p.delete(STAY_PARAMS.book);
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [availability.data, quote, stay, rules, islands, setParams]);

  const book = () => {
    if (!quote || !stay.checkIn || !stay.checkOut) return;
    if (signedIn) return setSummary({ checkIn: stay.checkIn, checkOut: stay.checkOut, rules });
    const back = new URLSearchParams(location.search);
    back.set(STAY_PARAMS.checkIn, stay.checkIn);
    back.set(STAY_PARAMS.checkOut, stay.checkOut);
    back.set('adults', String(guests.adults));
    back.set('children', String(guests.children));
    back.set(STAY_PARAMS.book, '1');
    const redirect = `${location.pathname}?${back.toString()}`;
    void navigate(`/${lang}/auth/signin?redirect=${encodeURIComponent(redirect)}`);
  };

  const price = quote ? (
    <>
      <Box component="span" sx={{ display: 'block', fontSize: '1.25rem', fontWeight: 700 }}>
        {formatEuros(quote.total, lang)}
      </Box>{' '}
      <Box component="span" sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}>
        {`${t('price.total')} · ${t('price.nights', { count: quote.nights })}`}
      </Box>
    </>
  ) : (
    priceFrom !== null && (
      <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
        {t('box.from', { price: formatEuros(priceFrom, lang) })}
      </Box>
    )
  );
  const limits = guestLimits(capacity, guests.adults);

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography variant="h2" id={headingId} sx={{ fontSize: '1.15rem' }}>
        {t('box.heading')}
      </Typography>
      {price && <Box data-testid="booking-price">{price}</Box>}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {(['checkIn', 'checkOut'] as const).map((end) => {
          const day = stay[end];
          return (
            <Link
              key={end}
              href={`#${STAY_CALENDAR_ID}`}
              color="inherit"
              underline="none"
              sx={{
                display: 'block',
                p: 1.25,
                minWidth: 0,
                borderRadius: 1,
                '& + &': { borderInlineStart: 1, borderColor: 'divider' },
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                {t(`dialog.${end}`)}
              </Box>{' '}
              <Box component="span" sx={{ display: 'block', fontWeight: day ? 600 : 400 }}>
                {day ? formatStayDay(day, lang, 'short') : t('box.pickDay')}
              </Box>
            </Link>
          );
        })}
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Box component="legend" sx={{ typography: 'subtitle2', mb: 1.5, p: 0 }}>
          {t('box.guests')}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 1.5 }}>
          {(['adults', 'children'] as const).map((kind) => (
            <TextField
              key={kind}
              select
              size="small"
              id={`${fieldId}-${kind}`}
              label={t(`dialog.${kind}`)}
              value={guests[kind]}
              onChange={(event) => {
                const count = Number(event.target.value);
                if (kind === 'children') return setGuests({ ...guests, children: count });
                // Children may sleep in adults' beds: each adult more leaves a place less for them.
                setGuests({
                  adults: count,
                  children: Math.min(guests.children, guestLimits(capacity, count).children),
                });
              }}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {range(kind === 'adults' ? 1 : 0, limits[kind]).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </TextField>
          ))}
        </Box>
      </Box>

      <Box data-testid="booking-bar" sx={(theme) => barStyles(theme, summary !== null, barHiddenUnder)}>
        {/* On a phone the bar carries the price too: the box has scrolled away. */}
        {price && <Box sx={{ minWidth: 0, flex: 1, [WIDE]: { display: 'none' } }}>{price}</Box>}
        {quote ? (
          <Button variant="contained" onClick={book} sx={actionStyles}>
            {onRequest ? t('calendar.request') : t('calendar.book')}
          </Button>
        ) : (
          <Button variant="contained" href={`#${STAY_CALENDAR_ID}`} sx={actionStyles}>
            {t('box.chooseDates')}
          </Button>
        )}
      </Box>
      <GlobalStyles
        styles={(theme: Theme) => ({
          [theme.breakpoints.down(SIDE_BOX_MIN_WIDTH)]: { body: { paddingBottom: BAR_HEIGHT } },
        })}
      />

      {quote && !signedIn && (
        <Typography variant="body2" color="text.secondary">
          {t('calendar.signInHint')}
        </Typography>
      )}
      {onRequest && <Typography variant="body2">{t('calendar.requestHint', { count: REQUEST_HOLD_HOURS })}</Typography>}

      {summary && (
        <BookingDialog
          open
          assetId={assetId}
          assetName={assetName}
          capacity={capacity ?? null}
          checkIn={summary.checkIn}
          checkOut={summary.checkOut}
          bookingMode={summary.rules.terms.bookingMode}
          // The guests change the fees, never whether the stay keeps the rules: it has a quote.
          quote={(count) => summary.rules.quote(summary.checkIn, summary.checkOut, count).quote!}
          guests={guests}
          onClose={(outcome) => {
            setSummary(null);
            if (outcome === 'booked' || outcome === 'taken') setStay({ checkIn: null, checkOut: null });
          }}
        />
      )}
    </Paper>
  );
}

const actionStyles = { flexShrink: 0, whiteSpace: 'nowrap', [WIDE]: { flex: 1 } };

/** In the box on a wide screen; on a phone, fixed at the bottom of the screen, above its safe area. */
function barStyles(theme: Theme, dialogOpen: boolean, hiddenUnder: string | undefined) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 2,
    [theme.breakpoints.down(SIDE_BOX_MIN_WIDTH)]: {
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: theme.zIndex.appBar,
      minHeight: BAR_HEIGHT,
      px: 2,
      pt: 1,
      pb: 'calc(8px + env(safe-area-inset-bottom, 0px))',
      bgcolor: 'background.paper',
      borderTop: 1,
      borderColor: 'divider',
      boxShadow: 8,
      ...(dialogOpen && { display: 'none' }),
      ...(hiddenUnder && { [`${hiddenUnder} &`]: { display: 'none' } }),
    },
  };
}
