import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatTownPattern, monthTitle } from './town-dates.ts';

const catalanPatterns = (
  JSON.parse(readFileSync(join(import.meta.dirname, '../../public/locales/ca/weather.json'), 'utf8')) as {
    dateFormats: { dayMonth: string; dateTime: string };
  }
).dateFormats;

describe('Catalan dates without Intl data', () => {
  it('elide "de" before a month that starts with a vowel, and keep it before the others', () => {
    expect(formatTownPattern('2026-04-05', 'ca', catalanPatterns.dayMonth)).toBe('5 d’abril');
    expect(formatTownPattern('2026-10-05T10:30:00Z', 'ca', catalanPatterns.dateTime)).toBe(
      'dilluns 5 d’octubre, 12:30',
    );
    expect(formatTownPattern('2026-03-19', 'ca', catalanPatterns.dayMonth)).toBe('19 de març');
  });

  it('leave the other languages alone', () => {
    expect(formatTownPattern('2026-04-05', 'es', "d 'de' MMMM")).toBe('5 de abril');
  });
});

describe("a calendar's month heading", () => {
  it('reads as Basque writes it, with the year declined, never "2026 M11"', () => {
    expect(monthTitle('2026-11', 'eu')).toBe('2026ko azaroa');
    expect(monthTitle('2025-07', 'eu')).toBe('2025eko uztaila');
  });

  it('names the month and the year in the other languages', () => {
    expect(monthTitle('2026-11', 'gl')).toBe('novembro de 2026');
    expect(monthTitle('2026-11', 'es')).toBe('noviembre de 2026');
    expect(monthTitle('2026-11', 'de')).toBe('November 2026');
  });

  it('as a heading, starts with a capital, and only its first word', () => {
    expect(monthTitle('2026-11', 'es', { heading: true })).toBe('Noviembre de 2026');
    expect(monthTitle('2026-11', 'ca', { heading: true })).toMatch(/^Novembre del? 2026$/);
    expect(monthTitle('2026-11', 'eu', { heading: true })).toBe('2026ko azaroa');
  });
});
