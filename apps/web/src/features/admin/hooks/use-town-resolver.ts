import { toNestErrors } from '@hookform/resolvers';
import { useCallback } from 'react';
import type { FieldError, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { townFormIssues, type TownFormValues } from '../utils/town-form.ts';

/**
 * The town form's check: the body the form makes, checked with the shared schema the API uses
 * (packages/shared/src/town.ts), each problem on its field, in the page's language.
 */
export function useTownResolver(): Resolver<TownFormValues> {
  const { t } = useTranslation('adminTown');
  return useCallback(
    (values, _context, options) => {
      const issues = townFormIssues(t, values);
      if (issues.length === 0) return { values, errors: {} };
      const flat: Record<string, FieldError> = {};
      for (const issue of issues) flat[issue.name] = { type: 'validate', message: issue.message };
      return { values: {}, errors: toNestErrors(flat, options) };
    },
    [t],
  );
}
