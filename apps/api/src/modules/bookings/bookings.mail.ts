import { formatEuros, formatStayDay, type PriceBand } from '@town/shared/bookings';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from '@town/shared/languages';
import { t } from '../../lib/i18n.ts';
import type { MailAttachment } from '../../plugins/mail.ts';
import { stayCalendar } from './bookings.ics.ts';

export interface StayForMail {
  id: string;
  assetName: string;
  address: string;
  checkIn: string;
  checkOut: string;
  checkInHour: string;
  checkOutHour: string;
  nights: number;
  adults: number;
  children: number;
  notes: string | null;
  priceBands: PriceBand[];
  totalPrice: number;
}

export interface Guest {
  name: string;
  language: string;
}

export interface BookingMail {
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

/**
 * The mail a guest gets when a booking is confirmed or cancelled, in the guest's language
 * (Spanish when the account's language is not one of ours), with the stay as an .ics file.
 * Its texts are `mail:booking.*` in the locale files.
 */
export function bookingMail(
  kind: 'confirmed' | 'cancelled',
  stay: StayForMail,
  guest: Guest,
  options: { publicUrl: string; now: Date },
): BookingMail {
  const lang: Language = isSupportedLanguage(guest.language) ? guest.language : DEFAULT_LANGUAGE;
  const text = (key: string, values?: Record<string, unknown>) => t(lang, `mail:booking.${key}`, values);
  const myBookings = `${options.publicUrl.replace(/\/$/, '')}/${lang}/myBookings`;
  const euros = (amount: number) => formatEuros(amount, lang);
  const bands = stay.priceBands.map(
    (b) => `  ${text('band', { count: b.nights, price: euros(b.pricePerNight), subtotal: euros(b.subtotal) })}`,
  );
  const details = [
    text('place', { asset: stay.assetName }),
    text('address', { address: stay.address }),
    text('checkIn', { date: formatStayDay(stay.checkIn, lang), hour: stay.checkInHour }),
    text('checkOut', { date: formatStayDay(stay.checkOut, lang), hour: stay.checkOutHour }),
    text('nights', { nights: stay.nights }),
    text('adults', { adults: stay.adults }),
    text('children', { children: stay.children }),
    text('price'),
    ...bands,
    text('total', { total: euros(stay.totalPrice) }),
    ...(stay.notes ? [text('notes', { notes: stay.notes })] : []),
    text('reference', { reference: stay.id }),
  ];
  const confirmed = kind === 'confirmed';
  const body = [
    t(lang, 'mail:greeting', { name: guest.name }),
    '',
    text(confirmed ? 'confirmedIntro' : 'cancelledIntro'),
    '',
    ...details,
    '',
    ...(confirmed ? [text('manage', { url: myBookings }), ''] : []),
    text(confirmed ? 'confirmedCalendar' : 'cancelledCalendar'),
    '',
    text(confirmed ? 'confirmedSignOff' : 'cancelledSignOff'),
    t(lang, 'mail:team'),
  ].join('\n');

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
    subject: text(confirmed ? 'confirmedSubject' : 'cancelledSubject', { asset: stay.assetName }),
    text: body,
    attachments: [
      {
        filename: confirmed ? 'booking.ics' : 'booking-cancelled.ics',
        contentType: `text/calendar; charset=utf-8; method=${confirmed ? 'PUBLISH' : 'CANCEL'}`,
        content: Buffer.from(calendar, 'utf8').toString('base64'),
      },
    ],
  };
}
