import { isEmptyValue, sameValue } from './listing-diff.ts';

export interface AuditChange {
  /** Dotted path of the changed value, `''` for the whole state. */
  path: string;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The values an audit entry's `before` and `after` differ in, leaf by leaf (lists compared
 * whole), so a role change reads `role: user → owner` rather than two whole objects.
 */
export function auditChanges(before: unknown, after: unknown, path = ''): AuditChange[] {
  if ((isRecord(before) || isEmptyValue(before)) && (isRecord(after) || isEmptyValue(after))) {
    if (isRecord(before) || isRecord(after)) {
      const b = isRecord(before) ? before : {};
      const a = isRecord(after) ? after : {};
      return [...new Set([...Object.keys(b), ...Object.keys(a)])].flatMap((key) =>
        auditChanges(b[key], a[key], path ? `${path}.${key}` : key),
      );
    }
  }
  return sameValue(before, after) ? [] : [{ path, before, after }];
}

/** A value in one short line: texts as they are, anything else as JSON, cut at `max` characters. */
export function shortValue(value: unknown, max = 80): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
