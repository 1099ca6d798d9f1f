import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Language } from '@town/shared/languages';
import { readableFieldErrors } from '../../../components/readable-errors.ts';
import { usePagePreview } from '../api/preview-page.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { INSERTABLE_PLACEHOLDERS, placeholderKey } from '../utils/placeholders.ts';
import type { PageFormValues } from '../utils/page-form.ts';

/** The id of a field of the page form ("texts.ca.body" → "page-texts-ca-body"). */
export const pageFieldId = (name: string) => `page-${name.replaceAll('.', '-')}`;

/** A pause in typing this long asks for a new preview. */
const PREVIEW_DELAY_MS = 400;

/** Styles of a rendered page: readable lines, tables and quotes framed, long words wrapped. */
export const pageBodyStyles = {
  overflowWrap: 'anywhere',
  '& h2, & h3, & h4, & h5, & h6': { lineHeight: 1.25, mt: 2.5, mb: 1 },
  '& h2': { fontSize: '1.4rem' },
  '& h3': { fontSize: '1.2rem' },
  '& h4, & h5, & h6': { fontSize: '1.05rem' },
  '& p, & ul, & ol': { my: 1.25 },
  '& a': { color: 'primary.main' },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto', maxWidth: '100%' },
  '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
  '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2 },
  '& pre, & code': { fontFamily: 'ui-monospace, monospace', whiteSpace: 'pre-wrap' },
} as const;

/**
 * A page's Markdown in one language: the text, a way to put a placeholder where the cursor is
 * ({{town.name}}…, filled in when the page is shown), and the preview after each pause in
 * typing, rendered by the API exactly as visitors will get it (sanitised, placeholders filled).
 */
export function MarkdownField({ lang, label }: { lang: Language; label: string }) {
  const { t } = useTranslation(['adminPages', 'admin']);
  const { control, setValue } = useFormContext<PageFormValues>();
  const name = `texts.${lang}.body` as const;
  const { field, fieldState } = useController({ control, name });
  const title = useWatch({ control, name: `texts.${lang}.title` });
  const textarea = useRef<HTMLTextAreaElement | null>(null);
  const [insert, setInsert] = useState('');
  const previewId = useId();
  const hintId = useId();
  const settled = {
    title: useDebouncedValue(title, PREVIEW_DELAY_MS),
    body: useDebouncedValue(field.value, PREVIEW_DELAY_MS),
  };
  const preview = usePagePreview(lang, settled.title, settled.body);

  const put = (placeholder: string) => {
    const element = textarea.current;
    const token = `{{${placeholder}}}`;
    const value = field.value;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    setValue(name, value.slice(0, start) + token + value.slice(end), { shouldDirty: true, shouldValidate: true });
    // Back to the text, the cursor after what was put in.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const written = settled.body.trim() !== '' || settled.title.trim() !== '';
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start', minWidth: 0 }}>
        <TextField
          select
          size="small"
          label={t('editor.insert')}
          value={insert}
          onChange={(event) => {
            setInsert('');
            if (event.target.value) put(event.target.value);
          }}
          helperText={t('editor.insertHint')}
          sx={{ maxWidth: { sm: '24rem' } }}
        >
          {INSERTABLE_PLACEHOLDERS.map((placeholder) => (
            <MenuItem key={placeholder} value={placeholder}>
              {t(`placeholders.${placeholderKey(placeholder)}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id={pageFieldId(name)}
          name={field.name}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={(element: HTMLTextAreaElement | null) => {
            textarea.current = element;
            field.ref(element);
          }}
          multiline
          minRows={14}
          // A long text scrolls inside its box: the preview stays beside it.
          maxRows={28}
          fullWidth
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message ?? t('editor.bodyHint')}
          sx={readableFieldErrors}
          slotProps={{
            htmlInput: {
              lang,
              spellCheck: true,
              'aria-invalid': fieldState.error !== undefined,
              'aria-describedby': hintId,
            },
            input: { sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.9rem' } },
          }}
        />
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('editor.markdownHint')}
        </Typography>
      </Box>
      <Box
        component="section"
        aria-labelledby={previewId}
        aria-busy={preview.isFetching}
        // A long page scrolls inside the preview, which the keyboard can reach to scroll it.
        tabIndex={0}
        sx={(theme) => ({
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          p: 2,
          minWidth: 0,
          alignSelf: 'start',
          maxHeight: '75vh',
          overflowY: 'auto',
          '&:focus-visible': { outline: `3px solid ${(theme.vars ?? theme).palette.primary.main}`, outlineOffset: 2 },
        })}
      >
        <Typography id={previewId} component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          {t('editor.preview', { language: t(`admin:languages.${lang}`) })}
        </Typography>
        {!written ? (
          <Typography color="text.secondary">{t('editor.previewEmpty')}</Typography>
        ) : preview.data ? (
          <Box lang={lang} data-testid="page-preview">
            {settled.title.trim() ? (
              <Typography component="p" variant="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                {preview.data.title}
              </Typography>
            ) : null}
            {/* The API's HTML, sanitised by it (no script, no handler, no style; safe links only). */}
            <Box sx={pageBodyStyles} dangerouslySetInnerHTML={{ __html: preview.data.body }} />
          </Box>
        ) : preview.isError ? (
          <Typography color="text.secondary">{t('editor.previewFailed')}</Typography>
        ) : (
          <Typography color="text.secondary">{t('loading')}</Typography>
        )}
      </Box>
    </Box>
  );
}
