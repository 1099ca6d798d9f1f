import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../utils/format.ts';
import { MENU_FONT_STEP, menuFontFactor } from '../utils/menu-font.ts';
import { MENU_FONT_SCALE } from '../../../config/ui.ts';
import { useMenuFontScale } from '../hooks/use-menu-font-scale.ts';

// At either end a button stays focusable (aria-disabled, not disabled) so keyboard focus is not lost.
const atEnd = { opacity: 0.4 } as const;

/**
 * The menu's text size: a labelled slider (0–10, 16 steps) between a smaller and a larger button.
 * It sizes the menu (the element `menuId`, menu-view.tsx) through a CSS variable, so the menu
 * itself stays the server's HTML (docs/decisions/021-islands.md).
 */
export function MenuFontSizeControl({ menuId }: { menuId: string }) {
  const { t, i18n } = useTranslation('catalogue');
  const labelId = useId();
  const [scale, onChange] = useMenuFontScale();
  useEffect(() => {
    document.getElementById(menuId)?.style.setProperty('--menu-font-factor', String(menuFontFactor(scale)));
  }, [menuId, scale]);
  const percent = (value: number) => formatNumber(menuFontFactor(value), i18n.language, { style: 'percent' });
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ maxWidth: 420 }}>
      <Typography id={labelId} variant="subtitle2" component="p">
        {t('menu.fontSize')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <IconButton
          aria-label={t('menu.smaller')}
          onClick={() => onChange(scale - MENU_FONT_STEP)}
          aria-disabled={scale <= MENU_FONT_SCALE.min}
          sx={scale <= MENU_FONT_SCALE.min ? atEnd : undefined}
        >
          <RemoveIcon />
        </IconButton>
        <Slider
          value={scale}
          min={MENU_FONT_SCALE.min}
          max={MENU_FONT_SCALE.max}
          step={MENU_FONT_STEP}
          marks={[{ value: MENU_FONT_SCALE.default }]}
          onChange={(_event, value) => onChange(value as number)}
          getAriaValueText={percent}
          valueLabelDisplay="auto"
          valueLabelFormat={percent}
          aria-labelledby={labelId}
        />
        <IconButton
          aria-label={t('menu.larger')}
          onClick={() => onChange(scale + MENU_FONT_STEP)}
          aria-disabled={scale >= MENU_FONT_SCALE.max}
          sx={scale >= MENU_FONT_SCALE.max ? atEnd : undefined}
        >
          <AddIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
