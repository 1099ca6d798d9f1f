/*
 * A booking's reference (docs/product.md#bookings): six characters a guest can read over the
 * phone and a host can find the booking by. Crockford's base32 digits, which leave out I, L, O
 * and U so that nothing reads as something else; stored without its dash (`7K3Q9X`), shown in
 * two groups of three (`7K3-Q9X`). The API makes one per booking (retrying on the rare
 * collision; a UNIQUE constraint has the last word); migration 0019 gave older bookings theirs
 * with the same digits.
 */

/** Crockford's base32 digits: 0–9 and A–Z without I, L, O and U. */
export const BOOKING_REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 32⁶, about a thousand million references: a town's bookings collide rarely, and are retried. */
export const BOOKING_REFERENCE_LENGTH = 6;

const STORED = new RegExp(`^[${BOOKING_REFERENCE_ALPHABET}]{${BOOKING_REFERENCE_LENGTH}}$`);

/** Web Crypto, in Node and browsers alike (this package's types name neither). */
const webCrypto = (globalThis as unknown as { crypto: { getRandomValues<T extends Uint8Array>(array: T): T } }).crypto;

/** A new reference, as stored (no dash), from a secure random source. */
export function newBookingReference(): string {
  const bytes = webCrypto.getRandomValues(new Uint8Array(BOOKING_REFERENCE_LENGTH));
  // 256 is a multiple of 32: each byte gives one digit without bias.
  return Array.from(bytes, (byte) => BOOKING_REFERENCE_ALPHABET[byte % 32]).join('');
}

/** Whether a text is a reference as stored. */
export function isBookingReference(text: string): boolean {
  return STORED.test(text);
}

/** A stored reference as people read it: `7K3Q9X` → `7K3-Q9X`. */
export function formatBookingReference(reference: string): string {
  const half = Math.ceil(reference.length / 2);
  return `${reference.slice(0, half)}-${reference.slice(half)}`;
}

/**
 * What someone typed or heard as the stored reference, or null when it cannot be one: any case,
 * with or without the dash or spaces, and O read as 0, I and L as 1 (Crockford's decoding).
 */
export function normaliseBookingReference(text: string): string | null {
  const reference = text
    .toUpperCase()
    .replace(/[\s\-‐‑–—.]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return isBookingReference(reference) ? reference : null;
}
