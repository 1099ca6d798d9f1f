import { formPathOf, type ContentSources, type FormPath } from './editor-values.ts';

/**
 * The server's check: a 400 VALIDATION_ERROR names each failing field of the content as
 * `body.<path>` (docs/api.md#errors); each becomes the form field it is about.
 */
export function serverFieldPaths(details: unknown, sources: ContentSources): FormPath[] {
  if (!Array.isArray(details)) return [];
  const paths = details.flatMap((detail) => {
    const field = (detail as { field?: unknown } | null)?.field;
    if (typeof field !== 'string' || !field.startsWith('body')) return [];
    const parts = field
      .replace(/^body\.?/, '')
      .split('.')
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    return [formPathOf(parts, sources)];
  });
  return [...new Set(paths)];
}

/** The editor's fields in the order the page shows them: the first with a problem gets the focus. */
const ORDER = [
  'texts',
  'category',
  'address',
  'location',
  'phone',
  'email',
  'web',
  'hours',
  'rent',
  'listPrices',
  'price',
  'capacity',
  'bedrooms',
  'bathrooms',
  'area',
  'hotelType',
  'stars',
  'cuisines',
  'licence',
  'nrua',
];

/** Every field path that holds an error in react-hook-form's nested errors. */
export function errorPaths(errors: object, prefix = ''): FormPath[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'ref' || !value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string' && 'type' in value) return [path];
    return errorPaths(value as object, path);
  });
}

/** The problem the owner meets first, going down the page. */
export function firstInPageOrder(paths: readonly FormPath[]): FormPath | undefined {
  const rank = (path: FormPath) => {
    const index = ORDER.indexOf(path.split('.')[0]!);
    return index === -1 ? ORDER.length : index;
  };
  return [...paths].sort((a, b) => rank(a) - rank(b))[0];
}
