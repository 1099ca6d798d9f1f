import Box from '@mui/material/Box';
import type { i18n as I18n } from 'i18next';
import { Suspense, useCallback, useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceComboboxProps } from './place-combobox.tsx';
import { SearchField } from './search-field.tsx';

type Combobox = ComponentType<PlaceComboboxProps>;

let loading: Promise<Combobox> | undefined;

/**
 * The combobox's code (MUI's Autocomplete, its popper and chip: 21 KB as sent) and the type
 * words it shows (listofval), fetched once, at the visitor's first sign of interest: they
 * stay out of every page's first download (docs/benchmarks.md#the-javascript-budget-150-kb-on-the-landing-page).
 */
function loadCombobox(i18n: I18n): Promise<Combobox> {
  loading ??= Promise.all([import('./place-combobox.tsx'), i18n.loadNamespaces('listofval')]).then(
    ([module]) => module.PlaceCombobox,
    (error: unknown) => {
      // Offline, or a new release replaced the chunk: the next sign of interest tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type PlaceSearchProps = Omit<PlaceComboboxProps, 'initialInput'>;

/**
 * The header's search box (docs/product.md#search-box). The server renders a plain field
 * (the same in the browser's first render); when the visitor points at it, touches it or
 * tabs into it, the combobox takes its place with what was typed and the focus.
 */
export function PlaceSearch({ autoFocus = false, onEscape, onChosen }: PlaceSearchProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // Even once loaded, a new box (the narrow header's bar) starts as the plain field, as on the
  // server, and is swapped at once: one path, whichever box the visitor uses first.
  const [ready, setReady] = useState<{ Combobox: Combobox; focused: boolean } | null>(null);
  // What the visitor has typed into the plain field so far, kept as they type: the combobox
  // starts from it when it takes the field's place, keys typed while it loaded included.
  const [typed, setTyped] = useState('');

  const wake = useCallback(() => {
    if (ready) return;
    loadCombobox(i18n).then(
      (Combobox) => {
        const input = field.current;
        // Read once more: text typed before the page was hydrated fired no input event of ours.
        if (input) setTyped(input.value);
        setReady({ Combobox, focused: !!input && document.activeElement === input });
      },
      () => {},
    );
  }, [i18n, ready]);

  useEffect(() => {
    if (autoFocus) wake();
  }, [autoFocus, wake]);

  const plain = (
    <SearchField
      label={t('search.label')}
      labelProps={{ htmlFor: id }}
      placeholder={t('search.placeholder')}
      inputProps={{
        id,
        ref: field,
        autoFocus,
        defaultValue: typed,
        onInput: (event) => setTyped(event.currentTarget.value),
        onFocus: wake,
        onPointerEnter: wake,
        onTouchStart: wake,
        onKeyDown: (event) => {
          if (event.key === 'Escape') onEscape?.();
        },
      }}
    />
  );

  return (
    // Named: a page may hold another search (the landing page's, by dates).
    <Box role="search" aria-label={t('search.label')}>
      {ready ? (
        // Its texts are loaded; this only waits if a change of language left them behind.
        <Suspense fallback={plain}>
          <ready.Combobox initialInput={typed} autoFocus={ready.focused} onEscape={onEscape} onChosen={onChosen} />
        </Suspense>
      ) : (
        plain
      )}
    </Box>
  );
}
