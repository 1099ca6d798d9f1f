import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { WordPart } from '../utils/word-diff.ts';

/*
 * What a proposal adds or removes, marked as HTML says (<ins>, <del>) and shown three ways, so
 * that no one depends on colour: underlined or struck through, on a tint whose text keeps AA
 * contrast in either scheme, and said by a screen reader ("added:", "removed:").
 */
const TINTS = {
  added: { light: ['#e6f4ea', '#1e4620'], dark: ['#1a3320', '#c3e6c9'] },
  removed: { light: ['#fdecea', '#5f2120'], dark: ['#3b1d1b', '#f5c6c2'] },
} as const;

export function DiffMark({
  kind,
  lang,
  children,
}: {
  kind: 'added' | 'removed';
  /** The page's language, which the spoken word is in (the marked text may be in another). */
  lang: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { light, dark } = TINTS[kind];
  return (
    <Box
      component={kind === 'added' ? 'ins' : 'del'}
      sx={(theme) => ({
        textDecorationLine: kind === 'added' ? 'underline' : 'line-through',
        textDecorationThickness: '2px',
        textUnderlineOffset: '0.15em',
        bgcolor: light[0],
        color: light[1],
        borderRadius: 0.5,
        px: 0.25,
        boxDecorationBreak: 'clone',
        WebkitBoxDecorationBreak: 'clone',
        ...theme.applyStyles('dark', { bgcolor: dark[0], color: dark[1] }),
      })}
    >
      <Box component="span" lang={lang} sx={visuallyHidden}>
        {t(`diff.marks.${kind}`)}{' '}
      </Box>
      {children}
    </Box>
  );
}

/** A text as a run of parts, the changed words marked. */
export function MarkedText({ parts, lang }: { parts: readonly WordPart[]; lang: string }) {
  return (
    <>
      {parts.map((part, index) =>
        part.mark ? (
          <DiffMark key={index} kind={part.mark} lang={lang}>
            {part.text}
          </DiffMark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
