/**
 * The web's configuration, validated once at start (VITE_* variables are baked in at
 * build time). Plain checks rather than zod keep the first download small.
 */
function oneOf<T extends string>(name: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === '') return fallback;
  if (typeof value === 'string' && (allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`Invalid ${name}: expected one of ${allowed.join(', ')}`);
}

function nonEmpty(name: string, value: unknown, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') throw new Error(`Invalid ${name}: expected a string`);
  return value;
}

export const env = {
  appKey: nonEmpty('VITE_APP_KEY', import.meta.env.VITE_APP_KEY, 'town-web-dev'),
  defaultTheme: oneOf(
    'VITE_DEFAULT_THEME',
    import.meta.env.VITE_DEFAULT_THEME,
    ['light', 'dark', 'system'] as const,
    'system',
  ),
} as const;
