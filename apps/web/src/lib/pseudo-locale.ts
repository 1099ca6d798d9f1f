const ACCENTED: Record<string, string> = {
  a: 'à',
  b: 'ƀ',
  c: 'ç',
  d: 'đ',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'À',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Đ',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * The `xx` pseudo-locale (docs/product.md#languages): every `en` string accented and bracketed,
 * so text that is not translated (or hard-coded) stands out. Interpolations stay intact.
 */
export function pseudoLocalize(text: string): string {
  const parts = text.split(/({{[^}]*}}|<[^>]*>|\$t\([^)]*\))/);
  const body = parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (ch) => ACCENTED[ch] ?? ch)))
    .join('');
  return `[${body}]`;
}

export function pseudoLocalizeTree(value: unknown): unknown {
  if (typeof value === 'string') return pseudoLocalize(value);
  if (Array.isArray(value)) return value.map(pseudoLocalizeTree);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pseudoLocalizeTree(v)]));
  }
  return value;
}
