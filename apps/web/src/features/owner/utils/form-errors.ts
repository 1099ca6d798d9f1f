import type { ServerFieldProblem } from '../../../lib/api-errors.ts';
import { formPathOf, type ContentSources, type FormPath } from './editor-values.ts';

/**
 * The server's check (`serverFields`' fieldOf): a 400 VALIDATION_ERROR names each failing field
 * of the content by its path under the body (docs/api.md#errors); each becomes the form field
 * it is about, with what that field expects.
 */
export const editorFieldOf =
  (sources: ContentSources, describe: (path: FormPath) => string) =>
  ({ path }: ServerFieldProblem) => {
    const name = formPathOf(path, sources);
    return { name, message: describe(name) };
  };

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
