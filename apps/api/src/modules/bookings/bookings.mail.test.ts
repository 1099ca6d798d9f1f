import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@town/shared/languages';
import { bookingMail, type StayForMail } from './bookings.mail.ts';

const STAY: StayForMail = {
  id: '0b7e6c1e-5b8f-4f8e-9a53-2f0f3c1d2e4a',
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
  totalPrice: 390,
};
const OPTIONS = { publicUrl: 'https://guide.example', now: new Date('2026-06-01T10:00:00Z') };
const decode = (content: string) => Buffer.from(content, 'base64').toString('utf8');

describe('booking mails', () => {
  for (const kind of ['confirmed', 'cancelled'] as const) {
    it.each(SUPPORTED_LANGUAGES)(`${kind}, %s: every text is filled in, in the mail and the .ics`, (lang) => {
      const mail = bookingMail(kind, STAY, { name: 'Alex', language: lang }, OPTIONS);
      const calendar = decode(mail.attachments[0]!.content);
      for (const part of [mail.subject, mail.text, calendar]) {
        expect(part).not.toMatch(/{{|}}|\bmail:\w|\bbooking\.\w|returned an object/);
      }
      expect(mail.subject).toContain(STAY.assetName);
      expect(mail.text).toContain('Alex');
      expect(mail.text).toContain(STAY.id);
      expect(mail.text).toContain('Llegamos tarde');
      // One price line per band: one night, then three.
      expect(mail.text).toMatch(/^ {2}1 \S+ × /m);
      expect(mail.text).toMatch(/^ {2}3 \S+ × /m);
    });
  }

  it('says one night and three nights in the plural forms of the language', () => {
    const { text } = bookingMail('confirmed', STAY, { name: 'Ana', language: 'de' }, OPTIONS);
    expect(text).toMatch(/^ {2}1 Nacht × 90\s€ = 90\s€$/mu);
    expect(text).toMatch(/^ {2}3 Nächte × 100\s€ = 300\s€$/mu);
  });

  it('links to My bookings only when confirmed', () => {
    const guest = { name: 'Ana', language: 'es' };
    expect(bookingMail('confirmed', STAY, guest, OPTIONS).text).toContain('https://guide.example/es/myBookings');
    expect(bookingMail('cancelled', STAY, guest, OPTIONS).text).not.toContain('/es/myBookings');
  });
});
