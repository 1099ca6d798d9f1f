import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Allergen, Menu } from '@town/shared/catalogue';
import { useTranslation } from 'react-i18next';
import { ALLERGENS } from '@town/shared/catalogue-codes';
import { formatEuros } from '../utils/format.ts';
import { AllergenIcon } from './allergen-icon.tsx';

/** A size that follows the reader's chosen text size. */
const scaled = (rem: number) => `calc(${rem}rem * var(--menu-font-factor, 1))`;

function AllergenList({ allergens, label }: { allergens: readonly Allergen[]; label?: string }) {
  const { t } = useTranslation('listofval');
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.75, display: 'flex', flexWrap: 'wrap', gap: 1.25 }}
    >
      {allergens.map((allergen) => (
        <Box
          component="li"
          key={allergen}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontSize: scaled(0.875),
            color: 'text.secondary',
          }}
        >
          <AllergenIcon allergen={allergen} sx={{ fontSize: scaled(1.25), color: 'secondary.main' }} />
          {t(`allergen.${allergen}`)}
        </Box>
      ))}
    </Box>
  );
}

/**
 * A restaurant's menu: its sections, each dish with its price and allergens, then the key of
 * the 14 allergens. Every size is relative to the chosen text size, which the size control
 * (menu-font-size-control.tsx) sets on the element `id`. A dish off for today is greyed (in
 * the secondary text colour, still readable) and says so.
 */
export function MenuView({ menu, id }: { menu: Menu; id?: string }) {
  const { t, i18n } = useTranslation('catalogue');
  return (
    <Box id={id} data-testid="menu-text">
      <Box lang={menu.lang}>
        {menu.sections.map((section) => (
          <Box component="section" key={section.id} aria-labelledby={`menu-section-${section.id}`} sx={{ mb: 4 }}>
            <Typography
              variant="h2"
              id={`menu-section-${section.id}`}
              sx={{ fontSize: scaled(1.5), borderBottom: 2, borderColor: 'divider', pb: 0.5, mb: 1.5 }}
            >
              {section.name}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {section.items.map((item) => (
                <Box
                  component="li"
                  key={item.id}
                  sx={{
                    py: 1.25,
                    borderBottom: 1,
                    borderColor: 'divider',
                    ...(item.available ? {} : { color: 'text.secondary' }),
                  }}
                >
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
                    <Typography component="p" sx={{ fontWeight: 600, fontSize: scaled(1.05), color: 'inherit' }}>
                      {item.name}
                    </Typography>
                    <Typography
                      component="p"
                      sx={{ fontWeight: 700, fontSize: scaled(1.05), whiteSpace: 'nowrap', color: 'inherit' }}
                      lang={i18n.language}
                    >
                      {formatEuros(item.price, i18n.language)}
                    </Typography>
                  </Box>
                  {!item.available && (
                    <Typography
                      component="p"
                      lang={i18n.language}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.5,
                        fontSize: scaled(0.875),
                        fontStyle: 'italic',
                        color: 'inherit',
                      }}
                    >
                      <EventBusyOutlinedIcon aria-hidden sx={{ fontSize: scaled(1.1) }} />
                      {t('menu.unavailable')}
                    </Typography>
                  )}
                  {item.description && (
                    <Typography component="p" color="text.secondary" sx={{ fontSize: scaled(0.95), mt: 0.25 }}>
                      {item.description}
                    </Typography>
                  )}
                  {item.allergens.length > 0 && (
                    <Box lang={i18n.language}>
                      <AllergenList allergens={item.allergens} label={t('menu.contains')} />
                    </Box>
                  )}
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <Box component="section" aria-labelledby="menu-allergens" sx={{ mt: 4 }}>
        <Typography variant="h2" id="menu-allergens" sx={{ fontSize: scaled(1.25), mb: 1 }}>
          {t('menu.allergensHeading')}
        </Typography>
        <Typography sx={{ fontSize: scaled(0.95), mb: 1.5, maxWidth: '70ch' }}>{t('menu.allergensNote')}</Typography>
        <AllergenList allergens={ALLERGENS} />
      </Box>
    </Box>
  );
}
