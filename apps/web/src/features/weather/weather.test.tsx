import { cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WEATHER_CONDITIONS, type HourlyWeather } from '@town/shared/weather';
import { formatTownPattern } from '../../lib/town-dates.ts';
import { createTestI18n, readLocale, withTexts } from '../../test/render.tsx';
import { HourlyChart } from './components/hourly-chart.tsx';
import { COMPASS_POINTS, compassPoint, useWeatherFormat, uvLevel } from './hooks/use-weather-format.ts';

const en = readLocale('en', 'weather') as Record<'conditions' | 'windFrom' | 'uvLevel', Record<string, string>>;

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en', ['weather']);
});
afterEach(cleanup);

const wrapper = ({ children }: { children: ReactNode }) => withTexts(i18n)({ children });

/** 24 hours from 15:00 in the town (summer time): warmest at 16:00, a shower at 20:00. */
function hours(): HourlyWeather[] {
  return Array.from({ length: 24 }, (_, i) => ({
    time: new Date(Date.UTC(2026, 6, 14, 13 + i)).toISOString().replace('.000Z', '+00:00'),
    temperature: i === 1 ? 29.4 : i === 15 ? 18.2 : 22,
    precipitationProbability: i === 5 ? 70 : 0,
    precipitation: i === 5 ? 1.2 : 0,
    weatherCode: i === 5 ? 80 : 1,
    condition: i === 5 ? 'showers' : 'clear',
    isDay: i < 6,
    windSpeed: 12,
    windDirection: 45,
    windGusts: null,
  }));
}

describe('compass points and UV bands', () => {
  it('names the nearest of eight points, whatever the turn', () => {
    expect([0, 22, 23, 90, 180, 270, 337, 338, 360, -45, 405].map(compassPoint)).toEqual([
      'N',
      'N',
      'NE',
      'E',
      'S',
      'W',
      'NW',
      'N',
      'N',
      'NW',
      'NE',
    ]);
  });

  it('follows the WHO bands', () => {
    expect([0, 2.9, 3, 5.9, 6, 7.9, 8, 10.9, 11, 14].map(uvLevel)).toEqual([
      'low',
      'low',
      'moderate',
      'moderate',
      'high',
      'high',
      'veryHigh',
      'veryHigh',
      'extreme',
      'extreme',
    ]);
  });

  it('has words for every condition, compass point and UV band', () => {
    expect(Object.keys(en.conditions).sort()).toEqual([...WEATHER_CONDITIONS].sort());
    expect(Object.keys(en.windFrom)).toEqual([...COMPASS_POINTS]);
    expect(Object.keys(en.uvLevel).sort()).toEqual(['extreme', 'high', 'low', 'moderate', 'veryHigh']);
  });
});

describe('formats', () => {
  it("writes units, hours and days in the page's language, at the town's time", () => {
    const it_ = renderHook(() => useWeatherFormat('it'), { wrapper }).result.current;
    expect(it_.temperature(19.6)).toMatch(/^20\s°C$/);
    expect(it_.millimetres(1.25)).toMatch(/^1,3\smm$/);
    expect(it_.time('2026-07-14T13:00:00+00:00')).toBe('15:00');
    expect(it_.weekday('2026-07-14')).toBe('martedì');
    const de = renderHook(() => useWeatherFormat('de'), { wrapper }).result.current;
    expect(de.speed(18.4)).toMatch(/^18\skm\/h$/);
    expect(de.pressure(1016.4)).toBe('1.016 hPa');
    expect(it_.dateTime('2026-07-14T13:00:00+00:00')).toBe('martedì 14 luglio alle ore 15:00');
    // The pseudo-locale formats as English.
    expect(renderHook(() => useWeatherFormat('xx'), { wrapper }).result.current.weekday('2026-07-14')).toBe('Tuesday');
  });

  it('reads naturally in Basque and Galician where the browser has no Intl data for them', () => {
    const patterns = (lang: string) =>
      (readLocale(lang, 'weather') as { dateFormats: { dayMonth: string; dateTime: string } }).dateFormats;
    const at = '2026-10-05T10:30:00Z'; // 12:30 in the town
    expect(formatTownPattern(at, 'eu', patterns('eu').dateTime)).toBe('astelehena, urriaren 5a, 12:30');
    expect(formatTownPattern('2026-10-05', 'eu', patterns('eu').dayMonth)).toBe('urriaren 5a');
    expect(formatTownPattern(at, 'gl', patterns('gl').dateTime)).toBe('luns 5 de outubro, 12:30');
    expect(formatTownPattern('2026-10-05', 'gl', patterns('gl').dayMonth)).toBe('5 de outubro');
    expect(formatTownPattern(at, 'de', patterns('de').dateTime)).toBe('Montag, 5. Oktober, 12:30');
  });
});

describe('the hourly chart', () => {
  function renderChart() {
    const format = renderHook(() => useWeatherFormat('en'), { wrapper }).result.current;
    render(<HourlyChart hours={hours()} format={format} lang="en" />, { wrapper });
  }

  it('says in words what it draws', () => {
    renderChart();
    const chart = screen.getByRole('img', { name: /Temperature and chance of rain/ });
    const description = chart.querySelector('desc')!.textContent!;
    expect(description).toContain('Lowest temperature 18');
    expect(description).toContain('(at 06:00)');
    expect(description).toContain('highest 29');
    expect(description).toContain('(at 16:00)');
    expect(description).toContain('The highest chance of rain is 70%');
    expect(description).toContain('(at 20:00)');
  });

  it('shows the same figures as a table on request', () => {
    renderChart();
    const toggle = screen.getByRole('button', { name: 'Show as a table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table')).toBeNull(); // hidden until asked for
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = screen.getByRole('table', { name: 'Hour by hour, for the next 24 hours' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(24);
    expect(table.querySelector('tbody tr:nth-child(6)')!.textContent).toContain('Showers');
    expect(table.querySelector('tbody tr:nth-child(6)')!.textContent).toContain('from the north-east');
  });
});
