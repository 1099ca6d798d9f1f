import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import type { ChangeTopic, PendingChanges } from '../utils/pending-changes.ts';

type T = ReturnType<typeof useTranslation<'owner'>>['t'];

/** Words in a list as the language writes one: "prices, opening hours and texts". */
function listed(words: string[], t: T): string {
  if (words.length < 2) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${t('saveBar.and')} ${words.at(-1)}`;
}

const topics = (list: ChangeTopic[], t: T) =>
  listed(
    list.map((topic) => t(`saveBar.topics.${topic}`)),
    t,
  );

/**
 * What saving the owner's changes does, in a sentence or two: on a published listing, which go
 * live at once and which wait for the town hall's review; on any other, that nothing shows
 * until the town hall publishes it; and that a change for review takes back a submission.
 */
export function changesSentence(
  changes: PendingChanges,
  { published, submissionWaiting }: { published: boolean; submissionWaiting: boolean },
  t: T,
): string {
  const sentences = published
    ? [
        ...(changes.live.length ? [t('saveBar.live', { items: topics(changes.live, t) })] : []),
        ...(changes.review.length ? [t('saveBar.review', { items: topics(changes.review, t) })] : []),
      ]
    : [t('saveBar.notShown')];
  if (submissionWaiting && changes.review.length) sentences.push(t('saveBar.takesBack'));
  return sentences.join(' ');
}

export interface SaveBarProps {
  /** Where things stand: unsaved changes, all saved, what the last save did. Announced as it changes. */
  status: string;
  /** What saving the changes does; none while nothing is unsaved. */
  explanation: string | null;
  problem: string | null;
  /** Kept in view at the bottom of the screen while there is something to do. */
  sticky: boolean;
  save: { label: string; onClick: () => void; pending: boolean; disabled: boolean; primary: boolean };
  submit: { label: string; onClick: () => void; pending: boolean } | null;
}

/**
 * The listing editor's one place to save (docs/listings.md#the-owners-workspace): a region at
 * the end of the editor that stays at the bottom of the screen while there is something to
 * save or send, with what saving does. While it stays, the page keeps the field being filled
 * in clear of it (scroll padding), and on a phone it sits below the on-screen keyboard.
 */
export function SaveBar({ status, explanation, problem, sticky, save, submit }: SaveBarProps) {
  const { t } = useTranslation('owner');
  const heading = useId();
  const explained = useId();
  const bar = useRef<HTMLElement>(null);

  // A field the keyboard or a problem moves to is scrolled clear of the bar, not under it.
  useEffect(() => {
    const element = bar.current;
    if (!sticky || !element) return;
    const root = document.documentElement;
    const pad = () => (root.style.scrollPaddingBottom = `${element.offsetHeight + 8}px`);
    pad();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(pad);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [sticky]);

  return (
    <Paper
      ref={bar}
      component="section"
      aria-labelledby={heading}
      elevation={sticky ? 8 : 0}
      variant={sticky ? 'elevation' : 'outlined'}
      data-testid="save-bar"
      sx={{
        position: sticky ? 'sticky' : 'static',
        bottom: 0,
        zIndex: 'appBar',
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 1,
        minWidth: 0,
      }}
    >
      {/* Its name, and a heading to jump to, for screen readers: the buttons say the rest. */}
      <Typography id={heading} component="h2" sx={visuallyHidden}>
        {t('saveBar.label')}
      </Typography>
      <FormAlert message={problem} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 } }}>
        <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Typography variant="body2" role="status" sx={{ fontWeight: 600 }}>
            {status}
          </Typography>
          {explanation ? (
            <Typography id={explained} variant="body2" color="text.secondary" data-testid="save-bar-changes">
              {explanation}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant={save.primary ? 'contained' : 'outlined'}
            startIcon={<SaveIcon />}
            onClick={save.onClick}
            loading={save.pending}
            disabled={save.disabled}
            aria-describedby={explanation ? explained : undefined}
          >
            {save.label}
          </Button>
          {submit ? (
            <Button variant="contained" startIcon={<SendIcon />} onClick={submit.onClick} loading={submit.pending}>
              {submit.label}
            </Button>
          ) : null}
        </Box>
      </Box>
    </Paper>
  );
}
