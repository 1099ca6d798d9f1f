import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { bookingMail, hostBookingMail, type StayForMail } from './bookings.mail.ts';

const STAY: StayForMail = {
  id: '0b7e6c1e-5b8f-4f8e-9a53-2f0f3c1d2e4a',
  reference: '7K3Q9X',
  assetName: 'Casa del Faro',
  address: 'Calle del Puerto 3',
  checkIn: '2026-07-10',
  checkOut: '2026-07-14',
  checkInHour: '17:00',
  checkOutHour: '12:00',
  nights: 4,
  adults: 2,
  children: 1,
  notes: 'Llegamos tarde',
  priceBands: [
    { from: '2026-07-10', to: '2026-07-11', nights: 1, pricePerNight: 90, subtotal: 90 },
    { from: '2026-07-11', to: '2026-07-14', nights: 3, pricePerNight: 100, subtotal: 300 },
  ],
  fees: [
    { kind: 'cleaning', amount: 40 },
    { kind: 'extraGuests', guests: 1, nights: 4, perGuestPerNight: 15, amount: 60 },
  ],
  totalPrice: 490,
  cancellationPolicy: 'moderate',
  expiresAt: '2026-06-02T10:00:00.000Z',
  declineMessage: 'Esa semana estamos de obras',
  cancelledBy: null,
  cancelReason: null,
};
const OPTIONS = { publicUrl: 'https://guide.example', now: new Date('2026-06-01T10:00:00Z') };
const decode = (content: string) => Buffer.from(content, 'base64').toString('utf8');
const UNFILLED = /{{|}}|\bmail:\w|\bbooking\.\w|\bhosting\.\w|returned an object/;

describe('booking mails', () => {
  for (const kind of ['confirmed', 'cancelled', 'declined', 'expired'] as const) {
    it.each(SUPPORTED_LANGUAGES)(
      `to the guest, ${kind}, %s: every text is filled in, in the mail and the .ics`,
      (lang) => {
        const mail = bookingMail(kind, STAY, { name: 'Alex', language: lang }, OPTIONS);
        const parts = [mail.subject, mail.text, ...mail.attachments.map((a) => decode(a.content))];
        for (const part of parts) expect(part).not.toMatch(UNFILLED);
        expect(mail.subject).toContain(STAY.assetName);
        expect(mail.text).toContain('Alex');
        // The reference as people read it, in the mail and its calendar file; never the internal id.
        for (const part of [mail.text, ...mail.attachments.map((a) => decode(a.content).replace(/\r\n[ \t]/g, ''))]) {
          expect(part).toContain('7K3-Q9X');
        }
        expect(mail.text).not.toContain(STAY.id);
        expect(mail.text).toContain('Llegamos tarde');
        // One price line per band (one night, then three), then the fees.
        expect(mail.text).toMatch(/^ {2}1 \S+ × /m);
        expect(mail.text).toMatch(/^ {2}3 \S+ × /m);
        expect(mail.text).toMatch(/^ {2}\D+\b40\b/mu);
        expect(mail.text).toMatch(/^ {2}\D+\(1 × \D*15\b.*\b60\b/mu);
        // A calendar file only for what was in the guest's calendar.
        expect(mail.attachments).toHaveLength(kind === 'confirmed' || kind === 'cancelled' ? 1 : 0);
      },
    );
  }

  for (const kind of ['request', 'booked', 'guestCancelled'] as const) {
    it.each(SUPPORTED_LANGUAGES)(
      `to the host, ${kind}, %s: every text is filled in, with the guest and a link`,
      (lang) => {
        const mail = hostBookingMail(
          kind,
          STAY,
          { name: 'Marta', language: lang },
          { name: 'Alex Roig', email: 'alex@example.com' },
          OPTIONS,
        );
        for (const part of [mail.subject, mail.text]) expect(part).not.toMatch(UNFILLED);
        expect(mail.subject).toContain(STAY.assetName);
        expect(mail.text).toContain('Marta');
        expect(mail.text).toContain('Alex Roig');
        expect(mail.text).toContain('alex@example.com');
        expect(mail.text).toContain('7K3-Q9X');
        expect(mail.text).toContain(`https://guide.example/${lang}/owner/bookings`);
      },
    );
  }

  it('says one night and three nights in the plural forms of the language', () => {
    const { text } = bookingMail('confirmed', STAY, { name: 'Ana', language: 'de' }, OPTIONS);
    expect(text).toMatch(/^ {2}1 Nacht × 90\s€ = 90\s€$/mu);
    expect(text).toMatch(/^ {2}3 Nächte × 100\s€ = 300\s€$/mu);
  });

  it('tells the policy and until when cancelling is free: five days before check-in, at the check-in hour', () => {
    const { text } = bookingMail('confirmed', STAY, { name: 'Ana', language: 'es' }, OPTIONS);
    expect(text).toContain(
      'Política de cancelación: moderada. Cancelación gratuita hasta el domingo, 5 de julio de 2026 a las 17:00.',
    );
  });

  it('gives the guest the host’s message on a decline and the host’s reason on a cancellation', () => {
    const guest = { name: 'Ana', language: 'es' };
    expect(bookingMail('declined', STAY, guest, OPTIONS).text).toContain(
      'Mensaje del anfitrión: «Esa semana estamos de obras»',
    );
    const cancelled = { ...STAY, cancelledBy: 'host' as const, cancelReason: 'Una avería del agua' };
    const text = bookingMail('cancelled', cancelled, guest, OPTIONS).text;
    expect(text).toContain('el anfitrión ha cancelado tu reserva');
    expect(text).toContain('Motivo del anfitrión: «Una avería del agua»');
  });

  it('tells the host until when a request waits for an answer, on the town’s clock', () => {
    const { text } = hostBookingMail(
      'request',
      STAY,
      { name: 'Marta', language: 'es' },
      { name: 'Alex', email: 'alex@example.com' },
      OPTIONS,
    );
    // 10:00 UTC is 12:00 in Madrid in summer.
    expect(text).toContain('antes del martes, 2 de junio de 2026 a las 12:00');
  });

  it('links to My bookings only when confirmed', () => {
    const guest = { name: 'Ana', language: 'es' };
    expect(bookingMail('confirmed', STAY, guest, OPTIONS).text).toContain('https://guide.example/es/myBookings');
    expect(bookingMail('cancelled', STAY, guest, OPTIONS).text).not.toContain('/es/myBookings');
  });
});
