import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  formatBookingReference,
  isBookingReference,
  newBookingReference,
  normaliseBookingReference,
} from './booking-reference.ts';

describe('booking references', () => {
  it('use Crockford’s 32 digits: no I, L, O or U to misread', () => {
    expect(BOOKING_REFERENCE_ALPHABET).toHaveLength(32);
    expect(new Set(BOOKING_REFERENCE_ALPHABET).size).toBe(32);
    expect(BOOKING_REFERENCE_ALPHABET).not.toMatch(/[ILOU]/);
  });

  it('are drawn as six of those digits, every digit turning up', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const reference = newBookingReference();
      expect(reference).toHaveLength(BOOKING_REFERENCE_LENGTH);
      expect(isBookingReference(reference)).toBe(true);
      for (const digit of reference) seen.add(digit);
    }
    expect(seen.size).toBe(32);
  });

  it('are shown in two groups of three', () => {
    expect(formatBookingReference('7K3Q9X')).toBe('7K3-Q9X');
  });

  it('are found again however people type them: case, dash, spaces, O for 0 and I or L for 1', () => {
    expect(normaliseBookingReference('7k3q9x')).toBe('7K3Q9X');
    expect(normaliseBookingReference(' 7K3 – Q9X ')).toBe('7K3Q9X');
    expect(normaliseBookingReference('o1l-iab')).toBe('0111AB');
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...BOOKING_REFERENCE_ALPHABET), minLength: 6, maxLength: 6 }),
        (reference) => {
          const shown = formatBookingReference(reference);
          return (
            normaliseBookingReference(shown) === reference &&
            normaliseBookingReference(shown.toLowerCase()) === reference
          );
        },
      ),
    );
  });

  it('refuse what cannot be one', () => {
    for (const text of ['', '7K3Q9', '7K3Q9XX', 'UUUUUU', '7K3*Q9', 'ÑK3Q9X']) {
      expect(normaliseBookingReference(text), text).toBeNull();
    }
  });
});
