import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AssetType } from '@town/shared/asset-types';
import { ASSET_CATEGORIES } from '@town/shared/catalogue';
import { LISTING_LIMITS } from '@town/shared/listings';
import { parseTypedNumber } from '@town/shared/locale-format';
import type { EditorValues } from '../utils/editor-values.ts';
import { EditorField } from './editor-field.tsx';
import { PinMap } from './pin-map.tsx';

/** The typed coordinates when both are numbers, for the pin to follow. */
function typedPosition(lat: string, lng: string) {
  const a = parseTypedNumber(lat);
  const b = parseTypedNumber(lng);
  return a !== undefined && b !== undefined && Number.isFinite(a) && Number.isFinite(b) ? { lat: a, lng: b } : null;
}

/** Category, address and the pin on the map (dragged, clicked, or typed as coordinates). */
export function PlaceSection({ type }: { type: AssetType }) {
  const { t } = useTranslation('owner');
  const { t: tList } = useTranslation('listofval');
  const { control, setValue } = useFormContext<EditorValues>();
  const [lat, lng] = useWatch({ control, name: ['location.lat', 'location.lng'] });
  const position = typedPosition(lat, lng);
  const categories = ASSET_CATEGORIES[type] as readonly string[];

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <EditorField name="category" label={t('place.category')} select required>
        {categories.map((category) => (
          <MenuItem key={category} value={category}>
            {tList(`category.${category}`)}
          </MenuItem>
        ))}
      </EditorField>
      <EditorField
        name="address"
        label={t('place.address')}
        hint={t('place.addressHint')}
        required
        autoComplete="street-address"
        slotProps={{ htmlInput: { maxLength: LISTING_LIMITS.address } }}
      />
      <Box>
        <Typography sx={{ mb: 1 }}>{t('place.pinHelp')}</Typography>
        <PinMap
          position={position}
          onMove={(moved) => {
            const options = { shouldDirty: true, shouldValidate: true };
            setValue('location.lat', String(moved.lat), options);
            setValue('location.lng', String(moved.lng), options);
          }}
        />
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <EditorField
          name="location.lat"
          label={t('place.lat')}
          required
          hint={t('place.coordinatesHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <EditorField
          name="location.lng"
          label={t('place.lng')}
          required
          hint={t('place.coordinatesHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
    </Box>
  );
}

/** How the listing is reached: each field's type is also what the browser may fill it with. */
const CONTACT_FIELDS: { name: 'phone' | 'email' | 'web'; type: 'tel' | 'email' | 'url'; hint?: string }[] = [
  { name: 'phone', type: 'tel', hint: 'contact.phoneHint' },
  { name: 'email', type: 'email' },
  { name: 'web', type: 'url', hint: 'contact.webHint' },
];

/** How to reach the place: the phone goes live at once, even on a published listing; e-mail and web wait for review. */
export function ContactSection() {
  const { t } = useTranslation('owner');
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {CONTACT_FIELDS.map(({ name, type, hint }) => (
        <EditorField
          key={name}
          name={name}
          label={t(`contact.${name}`)}
          hint={hint ? t(hint) : undefined}
          type={type}
          autoComplete={type}
          slotProps={{ htmlInput: { maxLength: LISTING_LIMITS[name] } }}
        />
      ))}
    </Box>
  );
}
