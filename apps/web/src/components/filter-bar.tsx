import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

interface Props {
  /** What the form searches, for screen readers (the search landmark's name). */
  label: string;
  /** On Enter (or a submit button among the fields): the words of the field named "q", trimmed. */
  onSearch: (q: string) => void;
  sx?: SxProps<Theme>;
  /** The search field (named "q"), the filters and any button. */
  children: ReactNode;
}

/**
 * A list's search form, a search landmark: its field and filters side by side, wrapping onto
 * more lines on a narrow screen.
 */
export function FilterBar({ label, onSearch, sx, children }: Props) {
  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
      }}
      sx={[{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
