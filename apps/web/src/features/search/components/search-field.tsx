import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { InputHTMLAttributes, LabelHTMLAttributes, ReactNode, Ref } from 'react';
import { MAX_QUERY_LENGTH } from '../utils/search-query.ts';

export interface SearchFieldProps {
  /** The visually hidden label (the field's accessible name). */
  label: string;
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  placeholder: string;
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** The frame around the input: the combobox anchors its list of suggestions to it. */
  frameRef?: Ref<HTMLDivElement>;
  /** Shown at the end of the field (the combobox's "searching" spinner). */
  end?: ReactNode;
}

/**
 * The header's search field as it looks: a paper-coloured box on the primary-coloured bar
 * (its text keeps the page's own contrast, light and dark), with a focus ring in the bar's
 * text colour. The plain field the server renders and the combobox that replaces it share
 * it, so nothing moves when one takes the other's place.
 */
export function SearchField({ label, labelProps, placeholder, inputProps, frameRef, end }: SearchFieldProps) {
  return (
    <Box
      ref={frameRef}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        height: 40,
        px: 1.25,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        // The ring stands off the field in the bar's own text colour, so it shows on the bar.
        '&:focus-within': { outline: '2px solid', outlineColor: 'band.contrastText', outlineOffset: 2 },
      }}
    >
      <SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
      <Box component="label" {...labelProps} sx={visuallyHidden}>
        {label}
      </Box>
      <Box
        component="input"
        type="text"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={MAX_QUERY_LENGTH}
        placeholder={placeholder}
        {...inputProps}
        sx={{
          flex: 1,
          minWidth: 0,
          height: '100%',
          p: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          // 16 px: phones do not zoom into the field when it takes the focus.
          fontSize: '1rem',
          textOverflow: 'ellipsis',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      {end}
    </Box>
  );
}
