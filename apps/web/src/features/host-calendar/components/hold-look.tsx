import BlockIcon from '@mui/icons-material/Block';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import SyncIcon from '@mui/icons-material/Sync';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { NightHold } from '../utils/nights.ts';

const ICONS = { block: BlockIcon, request: HourglassTopIcon, booking: EventBusyIcon, feed: SyncIcon };

/** What holds a night, as an icon (the calendar never tells it by colour alone). */
export function HoldIcon({ hold }: { hold: NightHold }) {
  const Icon = ICONS[hold];
  return <Icon fontSize="inherit" aria-hidden="true" />;
}

const stripes = (angle: number, colour: string) =>
  `repeating-linear-gradient(${angle}deg, ${colour} 0 3px, transparent 3px 8px)`;

/**
 * Each kind of night's look, for the calendar's days and the legend's swatches alike: a
 * pattern or a border style besides the colour. Both schemes are in the styles; body's
 * data-theme picks one (docs/product.md#theme).
 */
export function holdStyles(theme: Theme, prefix: string) {
  const { palette } = theme.vars ?? theme;
  return {
    [`${prefix}closed`]: { color: palette.text.secondary, borderStyle: 'dashed' },
    [`${prefix}block`]: {
      background: stripes(135, 'rgba(0, 0, 0, 0.13)'),
      ...theme.applyStyles('dark', { background: stripes(135, 'rgba(255, 255, 255, 0.2)') }),
    },
    [`${prefix}feed`]: {
      borderStyle: 'dotted',
      borderWidth: '2px',
      background: stripes(45, 'rgba(11, 92, 138, 0.16)'),
      ...theme.applyStyles('dark', { background: stripes(45, 'rgba(124, 196, 240, 0.22)') }),
    },
    [`${prefix}request`]: {
      borderStyle: 'dashed',
      borderWidth: '2px',
      borderColor: palette.warning.main,
      background: 'rgba(237, 108, 2, 0.1)',
    },
    [`${prefix}booking`]: {
      background: palette.secondary.main,
      color: palette.secondary.contrastText,
      borderColor: palette.secondary.main,
    },
  };
}

const KINDS = ['free', 'closed', 'block', 'request', 'booking', 'feed'] as const;

/** The calendar's key: each kind of night by its look, its icon and its name. */
export function CalendarLegend() {
  const { t } = useTranslation('host');
  return (
    <Box
      component="ul"
      aria-label={t('legend.label')}
      sx={(theme) => ({
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        '& li': { display: 'flex', alignItems: 'center', gap: 0.75, fontSize: '0.875rem' },
        '& .swatch': {
          width: 24,
          height: 24,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: '0.95rem',
          borderRadius: '4px',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        },
        ...holdStyles(theme, '& .swatch.night-'),
        '& .swatch.selected': { boxShadow: `inset 0 0 0 3px ${(theme.vars ?? theme).palette.primary.main}` },
      })}
    >
      {KINDS.map((kind) => (
        <li key={kind}>
          <span className={`swatch night-${kind}`} aria-hidden="true">
            {kind === 'free' || kind === 'closed' ? null : <HoldIcon hold={kind} />}
          </span>
          {t(`legend.${kind}`)}
        </li>
      ))}
      <li>
        <span className="swatch selected" aria-hidden="true" />
        {t('legend.selected')}
      </li>
    </Box>
  );
}
