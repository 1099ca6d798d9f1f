import { addDays, dayInTimeZone, hourInTimeZone } from '@town/shared/availability';
import { formatEuros, formatStayDay, type CancelledBy } from '@town/shared/bookings';
import { formatBookingReference } from '@town/shared/booking-reference';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '@town/shared/languages';
import { CANCELLATION_POLICIES } from '@town/shared/rentals';
import { t } from '../../lib/i18n.ts';
import type { MailAttachment } from '../../plugins/mail.ts';
import { stayCalendar } from './bookings.ics.ts';
import type { StayTerms } from './bookings.shared.ts';

export interface StayForMail extends StayTerms {
  id: string;
  /** The short reference (stored form); the mail writes it as people read it. */
  reference: string;
  assetName: string;
  address: string;
  /** A request's deadline (ISO 8601). */
  expiresAt: string | null;
  declineMessage: string | null;
  cancelledBy: CancelledBy | null;
  cancelReason: string | null;
}

export interface Recipient {
  name: string;
  language: string;
}

export interface BookingMail {
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

/** What the guest is told: the stay confirmed, or its end (cancelled, declined, expired). */
export type GuestMailKind = 'confirmed' | 'cancelled' | 'declined' | 'expired';
/** What the host is told: a request to answer, a booking made, a guest's cancellation. */
export type HostMailKind = 'request' | 'booked' | 'guestCancelled';

interface MailOptions {
  publicUrl: string;
  now: Date;
}

function languageOf(recipient: Recipient): Language {
  return isSupportedLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
}

/**
 * The stay's lines, the same in every mail about it: its reference first (what a guest reads
 * out on the phone), then place, dates, guests, price, policy.
 */
function stayLines(stay: StayForMail, lang: Language): string[] {
  const text = (key: string, values?: Record<string, unknown>) => t(lang, `mail:booking.${key}`, values);
  const euros = (amount: number) => formatEuros(amount, lang);
  const bands = stay.priceBands.map(
    (b) => `  ${text('band', { count: b.nights, price: euros(b.pricePerNight), subtotal: euros(b.subtotal) })}`,
  );
  const fees = stay.fees.map((fee) =>
    fee.kind === 'cleaning'
      ? `  ${text('cleaningFee', { amount: euros(fee.amount) })}`
      : `  ${text('extraGuestsFee', {
          count: fee.guests,
          nights: fee.nights,
          price: euros(fee.perGuestPerNight),
          amount: euros(fee.amount),
        })}`,
  );
  const freeDay = addDays(stay.checkIn, -CANCELLATION_POLICIES[stay.cancellationPolicy].freeDaysBefore);
  return [
    text('reference', { reference: formatBookingReference(stay.reference) }),
    text('place', { asset: stay.assetName }),
    text('address', { address: stay.address }),
    text('checkIn', { date: formatStayDay(stay.checkIn, lang), hour: stay.checkInHour }),
    text('checkOut', { date: formatStayDay(stay.checkOut, lang), hour: stay.checkOutHour }),
    text('nights', { nights: stay.nights }),
    text('adults', { adults: stay.adults }),
    text('children', { children: stay.children }),
    text('price'),
    ...bands,
    ...fees,
    text('total', { total: euros(stay.totalPrice) }),
    text('policy', {
      policy: t(lang, `mail:booking.policies.${stay.cancellationPolicy}`),
      date: formatStayDay(freeDay, lang),
      hour: stay.checkInHour,
    }),
    ...(stay.notes ? [text('notes', { notes: stay.notes })] : []),
  ];
}

/**
 * The mail a guest gets about a booking, in the guest's language (Spanish when the account's
 * language is not one of ours): confirmed (with the stay as an .ics file), cancelled (by either
 * side, with an .ics that removes it), a request declined (with the host's message) or expired.
 * Its texts are `mail:booking.*` in the locale files.
 */
export function bookingMail(
  kind: GuestMailKind,
  stay: StayForMail,
  guest: Recipient,
  options: MailOptions,
): BookingMail {
  const lang = languageOf(guest);
  const text = (key: string, values?: Record<string, unknown>) => t(lang, `mail:booking.${key}`, values);
  const myBookings = `${options.publicUrl.replace(/\/$/, '')}/${lang}/myBookings`;
  const details = stayLines(stay, lang);
  const intro: Record<GuestMailKind, string[]> = {
    confirmed: [text('confirmedIntro')],
    cancelled:
      stay.cancelledBy === 'host'
        ? [
            text('hostCancelledIntro'),
            ...(stay.cancelReason ? [text('hostReason', { reason: stay.cancelReason })] : []),
          ]
        : [text('cancelledIntro')],
    declined: [
      text('declinedIntro'),
      ...(stay.declineMessage ? [text('hostMessage', { message: stay.declineMessage })] : []),
    ],
    expired: [text('expiredIntro')],
  };
  const after: Record<GuestMailKind, string[]> = {
    confirmed: [text('manage', { url: myBookings }), '', text('confirmedCalendar')],
    cancelled: [text('cancelledCalendar')],
    declined: [text('requestEnded', { url: myBookings })],
    expired: [text('requestEnded', { url: myBookings })],
  };
  const body = [
    t(lang, 'mail:greeting', { name: guest.name }),
    '',
    ...intro[kind],
    '',
    ...details,
    '',
    ...after[kind],
    '',
    text(kind === 'confirmed' ? 'confirmedSignOff' : 'cancelledSignOff'),
    t(lang, 'mail:team'),
  ].join('\n');

  // Only a stay that was in the guest's calendar (confirmed, then cancelled) has an event to add or remove.
  const withCalendar = kind === 'confirmed' || kind === 'cancelled';
  const confirmed = kind === 'confirmed';
  const calendar = stayCalendar({
    uid: `booking-${stay.id}@${new URL(options.publicUrl).hostname}`,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    checkInHour: stay.checkInHour,
    checkOutHour: stay.checkOutHour,
    summary: text('eventSummary', { asset: stay.assetName }),
    description: details.join('\n'),
    location: stay.address,
    url: myBookings,
    stamp: options.now,
    cancelled: !confirmed,
  });
  return {
    subject: text(`${kind}Subject`, { asset: stay.assetName }),
    text: body,
    attachments: withCalendar
      ? [
          {
            filename: confirmed ? 'booking.ics' : 'booking-cancelled.ics',
            contentType: `text/calendar; charset=utf-8; method=${confirmed ? 'PUBLISH' : 'CANCEL'}`,
            content: Buffer.from(calendar, 'utf8').toString('base64'),
          },
        ]
      : [],
  };
}

/**
 * The mail a host gets about a booking of one of their rentals, in the host's language: a
 * request to answer before it expires, a booking made, or a guest's cancellation; with the
 * guest's name and e-mail and a link to the bookings in the owner's workspace (`mail:hosting.*`).
 */
export function hostBookingMail(
  kind: HostMailKind,
  stay: StayForMail,
  host: Recipient,
  guest: { name: string; email: string },
  options: MailOptions,
): Omit<BookingMail, 'attachments'> {
  const lang = languageOf(host);
  const text = (key: string, values?: Record<string, unknown>) => t(lang, `mail:hosting.${key}`, values);
  const workspace = `${options.publicUrl.replace(/\/$/, '')}/${lang}/owner/bookings`;
  const deadline = stay.expiresAt ? new Date(stay.expiresAt) : undefined;
  const body = [
    t(lang, 'mail:greeting', { name: host.name }),
    '',
    text(`${kind}Intro`, { guest: guest.name, asset: stay.assetName }),
    ...(kind === 'request' && deadline
      ? [
          '',
          text('answerBy', {
            date: formatStayDay(dayInTimeZone(deadline), lang),
            hour: hourInTimeZone(deadline),
          }),
        ]
      : []),
    '',
    text('guest', { name: guest.name, email: guest.email }),
    ...stayLines(stay, lang),
    '',
    text('open', { url: workspace }),
    '',
    text('closing'),
    t(lang, 'mail:team'),
  ].join('\n');
  return { subject: text(`${kind}Subject`, { asset: stay.assetName, guest: guest.name }), text: body };
}
