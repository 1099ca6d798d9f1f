import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordDiff, type WordPart } from './word-diff.ts';

const whole = (parts: WordPart[]) => parts.map((part) => part.text).join('');

describe('which words of a text changed', () => {
  it('marks the words removed on the published side and those added on the proposed one', () => {
    expect(wordDiff('Rice dishes by the harbour.', 'Rice dishes right by the port.')).toEqual({
      before: [{ text: 'Rice dishes by the ' }, { text: 'harbour', mark: 'removed' }, { text: '.' }],
      after: [
        { text: 'Rice dishes ' },
        { text: 'right', mark: 'added' },
        { text: ' by the ' },
        { text: 'port', mark: 'added' },
        { text: '.' },
      ],
    });
  });

  it('leaves the spaces around a change, and a change of spaces alone, unmarked', () => {
    expect(wordDiff('Casa Pepa', 'Casa Pepa Marinera').after).toEqual([
      { text: 'Casa Pepa ' },
      { text: 'Marinera', mark: 'added' },
    ]);
    expect(wordDiff('Casa  Pepa', 'Casa Pepa')).toEqual({
      before: [{ text: 'Casa  Pepa' }],
      after: [{ text: 'Casa Pepa' }],
    });
  });

  it('marks nothing in a text mostly rewritten', () => {
    expect(wordDiff('Bodega del puerto', 'Mesón la ola')).toEqual({
      before: [{ text: 'Bodega del puerto' }],
      after: [{ text: 'Mesón la ola' }],
    });
  });

  it('keeps each side whole, in its order, whatever the texts', () => {
    const text = fc.array(fc.constantFrom('sol', 'mar', 'la', 'platja', ' ', '  ', '\n', '.', ','), { maxLength: 30 });
    fc.assert(
      fc.property(text, text, (a, b) => {
        const [before, after] = [a.join(''), b.join('')];
        const diff = wordDiff(before, after);
        expect(whole(diff.before)).toBe(before);
        expect(whole(diff.after)).toBe(after);
        expect(diff.before.every((part) => part.mark !== 'added')).toBe(true);
        expect(diff.after.every((part) => part.mark !== 'removed')).toBe(true);
        // No mark is only spaces.
        expect([...diff.before, ...diff.after].every((part) => !part.mark || part.text.trim() !== '')).toBe(true);
      }),
    );
  });
});
