import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The well-known and breached passwords (docs/rules.md#accounts): zxcvbn-ts's list of some
 * 49,000, the most used ones in public breaches, all in lower case. It ships with the package:
 * nothing is asked of the network. Read once, at the first check.
 */
let known: ReadonlySet<string> | undefined;
const commonPasswords = () => (known ??= new Set(dictionary['passwords-common']));

/** Symbols and digits people add to a common word to pass the composition rules ("Password1!"). */
const TRAILING_SYMBOLS = /[^\p{L}\p{N}]+$/u;
const NOT_LETTERS_AT_ENDS = /^[^\p{L}]+|[^\p{L}]+$/gu;
/** Shorter stems are too common among good passwords to say anything ("Zq-93817264"). */
const MIN_STEM_LENGTH = 4;

/**
 * Whether a password is one of the list, compared in lower case, as typed, without the symbols
 * at its end, and without the digits and symbols around its letters: "Password1!", "QWERTY123?"
 * and "1Dragon2025#" are all refused.
 */
export function isCommonPassword(password: string): boolean {
  const folded = password.normalize('NFKC').toLowerCase().trim();
  const stem = folded.replace(NOT_LETTERS_AT_ENDS, '');
  const candidates = [folded, folded.replace(TRAILING_SYMBOLS, '')];
  if ([...stem].length >= MIN_STEM_LENGTH) candidates.push(stem);
  const list = commonPasswords();
  return candidates.some((candidate) => list.has(candidate));
}
