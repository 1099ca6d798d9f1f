import { describe, expect, it } from 'vitest';
import { dayText, parseDayText, parseHourText } from './day-text.ts';

describe('days as the page’s language writes them', () => {
  it('writes a day in each language’s order, whatever the browser’s', () => {
    expect(dayText('2026-11-28', 'de')).toBe('28.11.2026');
    expect(dayText('2026-11-28', 'eu')).toBe('2026/11/28');
    for (const lang of ['es', 'ca', 'gl', 'en', 'fr', 'it', 'pt'])
      expect(dayText('2026-07-01', lang)).toBe('01/07/2026');
    // What is no day is shown as it is.
    expect(dayText('31/02', 'es')).toBe('31/02');
  });

  it('reads what a person types in that order, with any separator and without leading zeros', () => {
    expect(parseDayText('28.11.2026', 'de')).toBe('2026-11-28');
    expect(parseDayText('1.7.2027', 'de')).toBe('2027-07-01');
    expect(parseDayText(' 01/07/2027 ', 'es')).toBe('2027-07-01');
    expect(parseDayText('1-7-2027', 'fr')).toBe('2027-07-01');
    expect(parseDayText('2027/7/1', 'eu')).toBe('2027-07-01');
    // A day given as the API writes it is read in every language.
    expect(parseDayText('2027-07-01', 'de')).toBe('2027-07-01');
  });

  it('reads no day from what is not one', () => {
    expect(parseDayText('31/02/2027', 'es')).toBeUndefined();
    expect(parseDayText('07/01/27', 'en')).toBeUndefined();
    // The other order: a Spanish day typed on a Basque page.
    expect(parseDayText('01/07/2027', 'eu')).toBeUndefined();
    expect(parseDayText('2027-13-01', 'es')).toBeUndefined();
    expect(parseDayText('mañana', 'es')).toBeUndefined();
    expect(parseDayText('', 'es')).toBeUndefined();
  });
});

describe('hours on the 24-hour clock', () => {
  it('keeps what a person types as HH:MM', () => {
    expect(parseHourText('17:30')).toBe('17:30');
    expect(parseHourText('9')).toBe('09:00');
    expect(parseHourText('9:05')).toBe('09:05');
    expect(parseHourText('930')).toBe('09:30');
    expect(parseHourText('1730')).toBe('17:30');
    expect(parseHourText('17.30')).toBe('17:30');
    expect(parseHourText('17h30')).toBe('17:30');
    expect(parseHourText('17h')).toBe('17:00');
    expect(parseHourText(' 0:00 ')).toBe('00:00');
  });

  it('reads no hour from what is not one', () => {
    for (const text of ['24:00', '12:60', '5 PM', '17:3', '', 'noon', '12345']) {
      expect(parseHourText(text), text).toBeUndefined();
    }
  });
});
