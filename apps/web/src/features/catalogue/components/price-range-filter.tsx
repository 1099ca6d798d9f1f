import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import type { PropertyFlag } from '@town/shared/asset-types';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../utils/format.ts';
import { isValidPriceRange, keepPriceGap, priceDomain } from '../utils/list-filters.ts';

type Range = readonly [number, number];

const sameRange = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];

interface Props {
  flag: PropertyFlag;
  value: Range;
  onChange: (range: [number, number]) => void;
}

/**
 * The price range of a property list: a two-thumb slider that keeps the minimum gap of docs/rules.md#filters
 * (moving one thumb pushes the other), and two number fields for exact amounts.
 */
export function PriceRangeFilter({ flag, value, onChange }: Props) {
  const { t, i18n } = useTranslation('catalogue');
  const lang = i18n.language;
  const domain = priceDomain(flag);
  const helpId = useId();
  const [range, setRange] = useState<Range>(value);
  const [texts, setTexts] = useState<[string, string]>([String(value[0]), String(value[1])]);
  const [invalid, setInvalid] = useState(false);
  /** The range last sent. Until the URL shows it, older URLs passing through are not shown. */
  const [requested, setRequested] = useState<Range | null>(null);
  /** The last range of a slider gesture, for its commit (which follows in the same event). */
  const slid = useRef<Range>(value);
  const amounts = useRef<HTMLDivElement>(null);

  // The URL is the truth: when it changes (a reset, the back button), the controls follow,
  // bound by bound, so that an amount being typed in the other field stays.
  const [shown, setShown] = useState<Range>(value);
  if (!sameRange(shown, value)) {
    setShown(value);
    if (!requested || sameRange(requested, value)) {
      setRequested(null);
      setRange(value);
      setTexts((typed) => [
        shown[0] !== value[0] ? String(value[0]) : typed[0],
        shown[1] !== value[1] ? String(value[1]) : typed[1],
      ]);
      setInvalid(false);
    }
  }

  const commit = (next: Range) => {
    if (sameRange(next, requested ?? value)) return;
    setRequested(next);
    onChange([next[0], next[1]]);
  };

  const slide = (next: [number, number], changed: 'min' | 'max') => {
    const kept = keepPriceGap(flag, next, changed);
    slid.current = kept;
    setRange(kept);
    setTexts([String(kept[0]), String(kept[1])]);
    setInvalid(false);
  };

  const commitTexts = () => {
    const [min, max] = texts.map((text) => (/^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : NaN)) as [
      number,
      number,
    ];
    if (!isValidPriceRange(flag, min, max)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setRange([min, max]);
    commit([min, max]);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitTexts();
    }
  };

  return (
    <Box component="fieldset" aria-describedby={helpId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={{ typography: 'subtitle2', mb: 1, p: 0 }}>
        {t(`filters.priceLegend.${flag}`)}
      </Box>
      <Box sx={{ px: 1.5 }}>
        {/* No name: its two range inputs would send one parameter twice; the fields below carry the range. */}
        <Slider
          value={[...range]}
          min={domain.min}
          max={domain.max}
          step={domain.step}
          disableSwap
          onChange={(_event, next, activeThumb) => slide(next as [number, number], activeThumb === 0 ? 'min' : 'max')}
          onChangeCommitted={() => commit(slid.current)}
          getAriaLabel={(index) => (index === 0 ? t('filters.priceMin') : t('filters.priceMax'))}
          getAriaValueText={(amount) => formatEuros(amount, lang)}
          valueLabelDisplay="auto"
          valueLabelFormat={(amount) => formatEuros(amount, lang)}
        />
      </Box>
      <Box ref={amounts} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
        {(['min', 'max'] as const).map((bound, index) => (
          <TextField
            key={bound}
            size="small"
            type="number"
            name={bound === 'min' ? 'priceMin' : 'priceMax'}
            label={bound === 'min' ? t('filters.min') : t('filters.max')}
            value={texts[index]}
            error={invalid}
            onChange={(event) => {
              const next: [string, string] = [...texts];
              next[index] = event.target.value;
              setTexts(next);
            }}
            // From one amount to the other the range is still being typed (and a change may load the page anew).
            onBlur={(event) => {
              if (!(event.relatedTarget instanceof Node && amounts.current?.contains(event.relatedTarget)))
                commitTexts();
            }}
            onKeyDown={onKeyDown}
            slotProps={{
              htmlInput: {
                min: domain.min,
                max: domain.max,
                step: domain.step,
                inputMode: 'numeric',
                'aria-describedby': helpId,
              },
            }}
          />
        ))}
      </Box>
      <FormHelperText id={helpId} error={invalid} role={invalid ? 'alert' : undefined}>
        {t(invalid ? 'filters.priceInvalid' : 'filters.priceGap', {
          gap: formatEuros(domain.gap, lang),
          min: formatEuros(domain.min, lang),
          max: formatEuros(domain.max, lang),
        })}
      </FormHelperText>
    </Box>
  );
}
