/**
 * Every field name that holds an error in react-hook-form's nested errors ("address.street"),
 * a group's own problem included ("bounds.root").
 */
export function errorNames(errors: object, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (key === 'ref' || !value || typeof value !== 'object') return [];
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof (value as { message?: unknown }).message === 'string' && 'type' in value) return [name];
    return errorNames(value as object, name);
  });
}
