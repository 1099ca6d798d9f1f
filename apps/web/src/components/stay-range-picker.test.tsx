import { describe, expect, it } from 'vitest';
import { firstOpenDay } from './stay-range-picker.tsx';

describe("a stay's calendar", () => {
  it('opens on the first day that can be picked, however many months come before it', () => {
    expect(firstOpenDay('2026-11-28', '2028-05-01', (day) => day < '2027-03-10')).toBe('2027-03-10');
    expect(firstOpenDay('2026-11-28', '2028-05-01', () => false)).toBe('2026-11-28');
  });

  it('has none when every day to the last is closed: it opens on today', () => {
    expect(firstOpenDay('2026-11-28', '2026-12-31', () => true)).toBeUndefined();
  });
});
