import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { create } from 'zustand';
import { guestLimits, isCalendarDay, type GuestCapacity, type GuestCount } from '@town/shared/bookings';
import type { StayDates } from '../../../components/stay-dates-field.tsx';

/** The calendar's section on a rental's page: the booking box's links lead there. */
export const STAY_CALENDAR_ID = 'availability';

/** Search parameters that carry a chosen stay through sign-in and back (and from a dated list). */
export const STAY_PARAMS = { checkIn: 'checkIn', checkOut: 'checkOut', book: 'book' } as const;

/** The guests a list's search carried (docs/product.md#search); one adult when none. */
export function guestsFromParams(params: URLSearchParams): GuestCount {
  const count = (name: string, min: number) => {
    const text = params.get(name);
    return text && /^\d{1,2}$/.test(text) && Number(text) >= min ? Number(text) : undefined;
  };
  return { adults: count('adults', 1) ?? 1, children: count('children', 0) ?? 0 };
}

export function stayFromParams(params: URLSearchParams): StayDates {
  const checkIn = params.get(STAY_PARAMS.checkIn);
  const checkOut = params.get(STAY_PARAMS.checkOut);
  return {
    checkIn: checkIn && isCalendarDay(checkIn) ? checkIn : null,
    checkOut: checkIn && checkOut && isCalendarDay(checkOut) && checkOut > checkIn ? checkOut : null,
  };
}

interface Choice {
  /** The rental chosen for: another rental's page starts from its own address. */
  assetId: string | null;
  /** Null: as the page's address says (a dated list's stay, or one back from signing in). */
  stay: StayDates | null;
  guests: GuestCount | null;
}

/**
 * The stay and guests a visitor is choosing on a rental's page. The booking box and the
 * calendar are islands of their own (docs/decisions/021-islands.md), each hydrated by itself:
 * they share the choice here. Only the visitor's actions write it, never a render, so the
 * server's render (which never acts) reads the address alone.
 */
const useChoiceStore = create<Choice>()(() => ({ assetId: null, stay: null, guests: null }));

/** For the tests: forgets the choice, as a new page load does. */
export const forgetStayChoice = () => useChoiceStore.setState({ assetId: null, stay: null, guests: null });

/** The stay and guests chosen, the guests within the rental's capacity (`guestLimits`). */
export function useStayChoice(assetId: string, capacity: GuestCapacity | null | undefined) {
  const [params] = useSearchParams();
  const choice = useChoiceStore();
  const own = choice.assetId === assetId ? choice : null;
  const stay = useMemo(() => own?.stay ?? stayFromParams(params), [own?.stay, params]);
  const guests = useMemo(() => {
    const { adults, children } = own?.guests ?? guestsFromParams(params);
    const most = Math.min(adults, guestLimits(capacity, adults).adults);
    return { adults: most, children: Math.min(children, guestLimits(capacity, most).children) };
  }, [own?.guests, params, capacity]);
  return {
    stay,
    guests,
    setStay: (next: StayDates) =>
      useChoiceStore.setState((s) => (s.assetId === assetId ? { stay: next } : { assetId, stay: next, guests: null })),
    setGuests: (next: GuestCount) =>
      useChoiceStore.setState((s) =>
        s.assetId === assetId ? { guests: next } : { assetId, stay: null, guests: next },
      ),
  };
}
