import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PROPERTY_FLAGS } from '@town/shared/asset-types';
import { CUISINE_TYPES } from '@town/shared/catalogue-codes';
import { HOTEL_TYPES, MAX_LISTING_GUESTS, MAX_LISTING_ROOMS } from '@town/shared/constants';
import { OTHER_PRICE_UNITS } from '@town/shared/listings';
import { formatEuros } from '@town/shared/locale-format';
import { readableFieldErrors } from '../../../components/readable-errors.ts';
import { fieldsOf, type EditorValues } from '../utils/editor-values.ts';
import { EditorField, fieldId } from './editor-field.tsx';

const euros = { input: { endAdornment: <InputAdornment position="end">€</InputAdornment> } };
const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};

/** The counts a type may have, two to a row: its guests, its rooms. */
const COUNT_ROWS = [
  {
    shownWith: 'capacity',
    fields: [
      { name: 'capacity.adults', label: 'details.adults', min: 1, max: MAX_LISTING_GUESTS },
      { name: 'capacity.children', label: 'details.children', min: 0, max: MAX_LISTING_GUESTS },
    ],
  },
  {
    shownWith: 'rooms',
    fields: [
      { name: 'bedrooms', label: 'details.bedrooms', min: 0, max: MAX_LISTING_ROOMS },
      { name: 'bathrooms', label: 'details.bathrooms', min: 0, max: MAX_LISTING_ROOMS },
    ],
  },
] as const;

/** The lowest and highest nightly prices of a rental's seasons. */
export interface SeasonPrices {
  lowest: number;
  highest: number;
}

/** A stored holiday rental: where its calendar is, and its seasons' prices (null: none; absent: not known). */
export interface RentalPricing {
  calendarPath: string;
  seasons?: SeasonPrices | null;
}

/** Prices, and what the type has: capacity, rooms, floor area, hotel type and stars, cuisines, the licences. */
export function DetailsSection({ rental }: { rental?: RentalPricing }) {
  const { t } = useTranslation('owner');
  const { control } = useFormContext<EditorValues>();
  const [type, rent] = useWatch({ control, name: ['type', 'rent'] });
  const shown = fieldsOf({ type, rent });
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {shown.propertyLists ? <PropertyLists rental={rental} /> : <OtherPrice />}
      {COUNT_ROWS.map(({ shownWith, fields }) =>
        shown[shownWith] ? (
          <Box key={shownWith} sx={grid}>
            {fields.map(({ name, label, min, max }) => (
              <EditorField
                key={name}
                name={name}
                label={t(label)}
                type="number"
                slotProps={{ htmlInput: { min, max } }}
              />
            ))}
          </Box>
        ) : null,
      )}
      {shown.area ? (
        <EditorField
          name="area"
          label={t('details.area')}
          type="number"
          slotProps={{
            htmlInput: { min: 1, max: 100_000 },
            input: { endAdornment: <InputAdornment position="end">m²</InputAdornment> },
          }}
        />
      ) : null}
      {shown.hotel ? <HotelFields /> : null}
      {shown.cuisines ? <CuisinesField /> : null}
      {shown.licence ? <LicenceFields /> : null}
    </Box>
  );
}

/**
 * A property is on one list or more (holiday rent, long rent, sale), with the price of each. A
 * holiday rental's nights are priced by its seasons, in its calendar: its price per night is
 * the one a new season starts from, and beside it are the seasons' prices and the way there.
 */
function PropertyLists({ rental }: { rental?: RentalPricing }) {
  const { t, i18n } = useTranslation('owner');
  const { control } = useFormContext<EditorValues>();
  const flags = useWatch({ control, name: ['rent', 'long', 'sale'] });
  const { errors } = useFormState({ control, name: 'rent' });
  const problem = errors.rent?.message;
  return (
    <>
      <FormControl component="fieldset" error={Boolean(problem)} sx={readableFieldErrors}>
        <FormLabel component="legend">{t('details.lists')}</FormLabel>
        <FormGroup row>
          {PROPERTY_FLAGS.map((flag) => (
            <Controller
              key={flag}
              control={control}
              name={flag}
              render={({ field }) => (
                <FormControlLabel
                  label={t(`details.list.${flag}`)}
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(_event, checked) => field.onChange(checked)}
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: field.ref } }}
                      id={fieldId(flag)}
                    />
                  }
                />
              )}
            />
          ))}
        </FormGroup>
        {problem ? <FormHelperText>{problem}</FormHelperText> : null}
      </FormControl>
      <Box sx={grid}>
        {PROPERTY_FLAGS.map((flag, index) =>
          flags[index] ? (
            <Box key={flag} sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
              <EditorField
                name={`listPrices.${flag}`}
                label={t(`details.listPrice.${flag}`)}
                hint={flag === 'rent' ? nightHint(rental, i18n.language, t) : undefined}
                inputMode="decimal"
                slotProps={euros}
              />
              {flag === 'rent' && rental ? (
                <Link component={RouterLink} to={rental.calendarPath} sx={{ justifySelf: 'start', mx: 1.75 }}>
                  {t('details.seasonsLink')}
                </Link>
              ) : null}
            </Box>
          ) : null,
        )}
      </Box>
    </>
  );
}

/** What a rental's price per night is, beside it: the seasons' starting price, and their own prices. */
function nightHint(
  rental: RentalPricing | undefined,
  lang: string,
  t: ReturnType<typeof useTranslation<'owner'>>['t'],
) {
  if (!rental) return t('details.nightHint.unsaved');
  if (rental.seasons === undefined) return t('details.nightHint.base');
  if (rental.seasons === null) return t('details.nightHint.noSeasons');
  const { lowest, highest } = rental.seasons;
  const range =
    lowest === highest
      ? formatEuros(lowest, lang)
      : t('details.nightHint.range', { lowest: formatEuros(lowest, lang), highest: formatEuros(highest, lang) });
  return t('details.nightHint.seasons', { range });
}

/** Any other type: one price, and what it is for. */
function OtherPrice() {
  const { t } = useTranslation('owner');
  return (
    <Box sx={grid}>
      <EditorField name="price.amount" label={t('details.price')} hint={t('details.priceHint')} slotProps={euros} />
      <EditorField name="price.unit" label={t('details.unit')} select>
        {OTHER_PRICE_UNITS.map((unit) => (
          <MenuItem key={unit} value={unit}>
            {t(`details.units.${unit}`)}
          </MenuItem>
        ))}
      </EditorField>
    </Box>
  );
}

function HotelFields() {
  const { t } = useTranslation('owner');
  const { t: tList } = useTranslation('listofval');
  return (
    <Box sx={grid}>
      <EditorField name="hotelType" label={t('details.hotelType')} select>
        <MenuItem value="">{t('details.none')}</MenuItem>
        {HOTEL_TYPES.map((hotelType) => (
          <MenuItem key={hotelType} value={hotelType}>
            {tList(`hotelType.${hotelType}`)}
          </MenuItem>
        ))}
      </EditorField>
      <EditorField name="stars" label={t('details.stars')} select>
        <MenuItem value="">{t('details.none')}</MenuItem>
        {[1, 2, 3, 4, 5].map((stars) => (
          <MenuItem key={stars} value={String(stars)}>
            {t('details.starsValue', { count: stars })}
          </MenuItem>
        ))}
      </EditorField>
    </Box>
  );
}

/** The 29 cuisines, chosen from a list that filters as the owner types. */
function CuisinesField() {
  const { t } = useTranslation('owner');
  const { t: tList } = useTranslation('listofval');
  const { control } = useFormContext<EditorValues>();
  return (
    <Controller
      control={control}
      name="cuisines"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          id={fieldId('cuisines')}
          options={CUISINE_TYPES}
          value={field.value}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          getOptionLabel={(cuisine) => tList(`cuisine.${cuisine}`)}
          filterSelectedOptions
          noOptionsText={t('details.noCuisine')}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t('details.cuisines')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t('details.cuisinesHint')}
              sx={readableFieldErrors}
            />
          )}
        />
      )}
    />
  );
}

/** Holiday rentals: the regional tourist licence and the national registry number (NRUA), with examples. */
function LicenceFields() {
  const { t } = useTranslation('owner');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{t('details.licenceIntro')}</Typography>
      <EditorField
        name="licence"
        label={t('details.licence')}
        hint={t('details.licenceHint')}
        autoCapitalize="characters"
        slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
      />
      <EditorField
        name="nrua"
        label={t('details.nrua')}
        hint={t('details.nruaHint')}
        autoCapitalize="characters"
        slotProps={{ htmlInput: { maxLength: 80, spellCheck: false } }}
      />
    </Box>
  );
}
