/*
 * Tax ids a business applying to be an owner may give (docs/listings.md#becoming-an-owner): a
 * Spanish NIF, NIE or CIF with its control character checked, or an EU VAT number (its
 * country's prefix and shape; a Spanish one is checked as its NIF, NIE or CIF).
 */

export type TaxIdKind = 'nif' | 'nie' | 'cif' | 'vat';

export interface TaxId {
  kind: TaxIdKind;
  /** Upper case, without spaces, dots or dashes: how it is stored and compared. */
  normalised: string;
}

/** What the application form and the API say of a tax id that is none of these. */
export const TAX_ID_MESSAGE =
  'Not a valid tax id: give a Spanish NIF, NIE or CIF (e.g. 12345678Z, X1234567L, B12345674) or an EU VAT number with its country prefix (e.g. DE123456789)';

/** The control letter of a DNI number (and of a NIE, its X/Y/Z read as 0/1/2): the number mod 23. */
const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

const nifLetter = (digits: string) => NIF_LETTERS[Number(digits) % 23];

/**
 * A NIF: a DNI's 8 digits and letter, or K, L or M (people without a DNI: minors, foreigners
 * without a NIE) with 7 digits and the same letter.
 */
function isNif(id: string): boolean {
  const dni = /^(\d{8})([A-Z])$/.exec(id);
  if (dni) return nifLetter(dni[1]!) === dni[2];
  const klm = /^[KLM](\d{7})([A-Z])$/.exec(id);
  return klm !== null && nifLetter(klm[1]!) === klm[2];
}

function isNie(id: string): boolean {
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  return nie !== null && nifLetter(`${'XYZ'.indexOf(nie[1]!)}${nie[2]}`) === nie[3];
}

/** CIF organisation letters whose control is always a letter (public bodies, foreign entities…). */
const CIF_LETTER_CONTROL = 'NPQRSW';
/** …always a digit (companies: sociedades anónimas and limitadas, owners' associations, groups). */
const CIF_DIGIT_CONTROL = 'ABEH';
const CIF_LETTERS = 'JABCDEFGHI';

/**
 * A CIF (Orden EHA/451/2008): the organisation's letter, 7 digits, and a control computed
 * from the digits: the digits in even places added, each in an odd place doubled and its
 * digits added, and the control is what takes the sum to the next ten, written as that digit
 * or as the letter at its place in "JABCDEFGHI". Which of the two depends on the organisation
 * (and non-residents, whose digits start 00, always take the letter).
 */
function isCif(id: string): boolean {
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!cif) return false;
  const [kind, digits, control] = [cif[1]!, cif[2]!, cif[3]!];
  let sum = 0;
  for (let i = 0; i < 7; i += 1) {
    const digit = Number(digits[i]);
    // Places 1, 3, 5, 7 (index 0, 2, 4, 6): doubled, and the digits of the double added.
    sum += i % 2 === 0 ? Math.floor((digit * 2) / 10) + ((digit * 2) % 10) : digit;
  }
  const check = (10 - (sum % 10)) % 10;
  const asDigit = control === String(check);
  const asLetter = control === CIF_LETTERS[check];
  if (CIF_LETTER_CONTROL.includes(kind) || digits.startsWith('00')) return asLetter;
  if (CIF_DIGIT_CONTROL.includes(kind)) return asDigit;
  return asDigit || asLetter;
}

/** What follows each EU country's VAT prefix (the Commission's VIES formats). Spain is checked apart. */
const EU_VAT_SHAPES: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  // Greece's prefix is EL, not its ISO code GR.
  EL: /^\d{9}$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

const isSpanishId = (id: string) => isNif(id) || isNie(id) || isCif(id);

function isEuVat(id: string): boolean {
  const country = id.slice(0, 2);
  const rest = id.slice(2);
  if (country === 'ES') return isSpanishId(rest);
  return EU_VAT_SHAPES[country]?.test(rest) ?? false;
}

/** No tax id is this long, even with separators: longer input is refused before any pattern. */
const MAX_INPUT_LENGTH = 40;

/** The tax id's kind and normalised form, or null when it is none of those we take. */
export function checkTaxId(value: string): TaxId | null {
  if (value.length > MAX_INPUT_LENGTH) return null;
  const id = value.toUpperCase().replace(/[\s.-]/g, '');
  if (isNif(id)) return { kind: 'nif', normalised: id };
  if (isNie(id)) return { kind: 'nie', normalised: id };
  if (isCif(id)) return { kind: 'cif', normalised: id };
  if (isEuVat(id)) return { kind: 'vat', normalised: id };
  return null;
}
