import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ownerApplicationBodySchema } from './owner-applications.ts';
import { checkTaxId, TAX_ID_MESSAGE } from './tax-id.ts';

/** The official table, written out again here so that the tests do not lean on the code they test. */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const letterOf = (digits: string) => DNI_LETTERS[Number(digits) % 23]!;

describe('checkTaxId', () => {
  it.each([
    ['12345678Z', 'nif', '12345678Z'],
    ['00000000T', 'nif', '00000000T'],
    ['99999999R', 'nif', '99999999R'],
    ['12.345.678-z', 'nif', '12345678Z'],
    [' 12 345 678 Z ', 'nif', '12345678Z'],
    // K, L, M: people without a DNI, 7 digits and the same letter.
    ['L1234567L', 'nif', 'L1234567L'],
    ['X1234567L', 'nie', 'X1234567L'],
    ['Y1234567X', 'nie', 'Y1234567X'],
    ['z-1234567-r', 'nie', 'Z1234567R'],
    // A company (sociedad anónima, limitada): a digit.
    ['A08663619', 'cif', 'A08663619'],
    ['B12345674', 'cif', 'B12345674'],
    ['b-1234567.4', 'cif', 'B12345674'],
    // Public bodies: a letter (the Tax Agency, Barcelona's city council).
    ['Q2826000H', 'cif', 'Q2826000H'],
    ['P0801900B', 'cif', 'P0801900B'],
    // Either for an association or a cooperative.
    ['G12345674', 'cif', 'G12345674'],
    ['G1234567D', 'cif', 'G1234567D'],
    // A non-resident entity (digits starting 00): a letter, whatever its kind.
    ['N0012345E', 'cif', 'N0012345E'],
    ['B0012345E', 'cif', 'B0012345E'],
    ['ES12345678Z', 'vat', 'ES12345678Z'],
    ['ESX1234567L', 'vat', 'ESX1234567L'],
    ['ES B12345674', 'vat', 'ESB12345674'],
    ['DE123456789', 'vat', 'DE123456789'],
    ['ATU13585627', 'vat', 'ATU13585627'],
    ['BE0123456789', 'vat', 'BE0123456789'],
    ['EL094259216', 'vat', 'EL094259216'],
    ['FR40303265045', 'vat', 'FR40303265045'],
    ['fr 4x 303265045', 'vat', 'FR4X303265045'],
    ['IE1234567WA', 'vat', 'IE1234567WA'],
    ['IE1X23456W', 'vat', 'IE1X23456W'],
    ['IT12345678901', 'vat', 'IT12345678901'],
    ['NL123456789B01', 'vat', 'NL123456789B01'],
    ['PT501964843', 'vat', 'PT501964843'],
    ['SE556677889901', 'vat', 'SE556677889901'],
    ['PL526-000-12-46', 'vat', 'PL5260001246'],
    ['CY10259033P', 'vat', 'CY10259033P'],
  ])('accepts %j as a %s (%s)', (value, kind, normalised) => {
    expect(checkTaxId(value)).toEqual({ kind, normalised });
  });

  it.each([
    ['12345678A', 'a DNI with the wrong letter'],
    ['1234567Z', 'seven digits'],
    ['123456789Z', 'nine digits'],
    ['12345678', 'no letter'],
    ['X1234567A', 'a NIE with the wrong letter'],
    ['W1234567L', 'a NIE with another first letter'],
    ['B12345675', 'a CIF with the wrong control digit'],
    ['B1234567D', 'a company with a letter for control'],
    ['P08019002', 'a public body with a digit for control'],
    ['B00123455', 'a non-resident with a digit for control'],
    ['I12345674', 'a CIF with a letter no organisation has'],
    ['GR094259216', "Greece's ISO code instead of EL"],
    ['DE12345678', 'a German VAT number one digit short'],
    ['ATU1358562', 'an Austrian one without its eight digits'],
    ['NL123456789A01', 'a Dutch one without its B'],
    ['US123456789', 'a country outside the EU'],
    ['GB123456789', 'the United Kingdom (no longer in the EU)'],
    ['ES12345678A', 'a Spanish VAT number whose NIF is wrong'],
    ['ESB12345675', 'a Spanish VAT number whose CIF is wrong'],
    ['', 'nothing'],
    ['   ', 'spaces'],
    ['12345678Z/', 'a character that is no separator'],
    ['1'.repeat(500), 'a flood'],
  ])('refuses %j (%s)', (value) => {
    expect(checkTaxId(value)).toBeNull();
  });

  it('accepts every DNI with its letter, and refuses it with any other letter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), fc.constantFrom(...DNI_LETTERS), (number, letter) => {
        const digits = String(number).padStart(8, '0');
        const valid = letterOf(digits);
        expect(checkTaxId(`${digits}${valid}`)).toEqual({ kind: 'nif', normalised: `${digits}${valid}` });
        if (letter !== valid) expect(checkTaxId(`${digits}${letter}`)).toBeNull();
      }),
    );
  });

  it('keeps a NIE’s verdict through any spacing, dots, dashes and case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('X', 'Y', 'Z'),
        fc.integer({ min: 0, max: 9_999_999 }),
        fc.array(fc.constantFrom(' ', '.', '-'), { maxLength: 3 }),
        fc.boolean(),
        (prefix, number, separators, lower) => {
          const digits = String(number).padStart(7, '0');
          const id = `${prefix}${digits}${letterOf(`${'XYZ'.indexOf(prefix)}${digits}`)}`;
          const written = `${id.slice(0, 1)}${separators.join('')}${id.slice(1)}`;
          expect(checkTaxId(lower ? written.toLowerCase() : written)).toEqual({ kind: 'nie', normalised: id });
        },
      ),
    );
  });
});

describe('the application form', () => {
  const valid = { businessName: 'Bar Marisquería La Ola', taxId: 'b 12345674', phone: '+34 962 000 000' };

  it('takes a valid application, its tax id normalised', () => {
    expect(ownerApplicationBodySchema.parse({ ...valid, message: '  Tenemos terraza.  ' })).toEqual({
      businessName: 'Bar Marisquería La Ola',
      taxId: 'B12345674',
      phone: '+34 962 000 000',
      message: 'Tenemos terraza.',
    });
  });

  it.each([
    [{ taxId: '12345678A' }, 'taxId', TAX_ID_MESSAGE],
    [{ taxId: '' }, 'taxId', TAX_ID_MESSAGE],
    [{ businessName: 'X' }, 'businessName', undefined],
    [{ businessName: `Bar\nPepe` }, 'businessName', undefined],
    [{ businessName: 'x'.repeat(121) }, 'businessName', undefined],
    [{ phone: 'call me' }, 'phone', undefined],
    [{ message: 'x'.repeat(2001) }, 'message', undefined],
  ])('refuses %j, naming %s', (change, field, message) => {
    const result = ownerApplicationBodySchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.filter((issue) => issue.path[0] === field);
    expect(issues.length).toBeGreaterThan(0);
    if (message) expect(issues[0]!.message).toBe(message);
  });
});
