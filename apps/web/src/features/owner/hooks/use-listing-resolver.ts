import { toNestErrors } from '@hookform/resolvers';
import { useCallback } from 'react';
import type { FieldError, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { contentIssues } from '../utils/content-issues.ts';
import { formPathOf, toContent, type EditorValues } from '../utils/editor-values.ts';
import { issueMessage } from '../utils/issue-messages.ts';

/**
 * The editor's check: the content the form makes, checked with the shared schema the API
 * uses (docs/listings.md#content-rules), each issue on the field it is about, in the page's
 * language. A field's first issue is the one shown.
 */
export function useListingResolver(): Resolver<EditorValues> {
  const { t } = useTranslation('owner');
  return useCallback(
    (values, _context, options) => {
      const { content, sources } = toContent(values);
      const issues = contentIssues(content);
      if (issues.length === 0) return { values, errors: {} };
      const flat: Record<string, FieldError> = {};
      for (const issue of issues) {
        const path = formPathOf(issue.path, sources);
        flat[path] ??= { type: issue.code, message: issueMessage(t, path, issue) };
      }
      return { values: {}, errors: toNestErrors(flat, options) };
    },
    [t],
  );
}
