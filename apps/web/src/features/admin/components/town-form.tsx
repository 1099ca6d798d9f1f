import MyLocationIcon from '@mui/icons-material/CropFree';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  Controller,
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
  type FieldErrors,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ERROR_CODES } from '@town/shared/error-codes';
import { LANGUAGES, SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import {
  SOCIAL_NETWORKS,
  TOWN_ZOOM,
  townMapBounds,
  townProfileUpdateSchema,
  type MapBounds,
  type TownProfile,
} from '@town/shared/town';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';
import { formFailure, markServerFields } from '../../../lib/api-errors.ts';
import { useUpdateTown } from '../api/update-town.ts';
import { useTownResolver } from '../hooks/use-town-resolver.ts';
import {
  BOUND_SIDES,
  BOUNDS_PROBLEM,
  firstTownProblem,
  parseCoordinate,
  toTownUpdate,
  townFieldMessage,
  townFieldOf,
  townFormValues,
  type TownFormValues,
} from '../utils/town-form.ts';
import { errorNames } from '../utils/form-errors.ts';
import { CentreMap } from './centre-map.tsx';
import { ColourCheck } from './colour-check.tsx';
import { TownPictureUpload } from './town-picture-upload.tsx';
import { TownField, townFieldId } from './town-field.tsx';

const endonym = (lang: Language) => LANGUAGES.find((entry) => entry.iso639_1 === lang)!.endonym;
const twoColumns = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};

interface Props {
  profile: TownProfile;
  lang: string;
  /** The profile saved (or its logo): the rest of the site shows it at once. */
  onSaved?: (profile: TownProfile) => void;
}

/**
 * /{lang}/admin/town: the whole profile in one form (name and taglines, where the town is and
 * its map, time zone, contact, social links, logo and main colour, languages, the legal
 * entity). Checked with the shared schema before anything is sent; a field the API refuses
 * is marked as the API names it.
 */
export function TownForm({ profile, lang, onSaved }: Props) {
  const { t } = useTranslation('adminTown');
  const update = useUpdateTown(onSaved);
  const form = useForm<TownFormValues>({
    resolver: useTownResolver(),
    defaultValues: townFormValues(profile),
    mode: 'onTouched',
    // The form moves the focus itself: a problem may be on a language tab not shown.
    shouldFocusError: false,
  });
  const [taglineLang, setTaglineLang] = useState<Language>(() =>
    profile.languages.includes(lang as Language) ? (lang as Language) : profile.defaultLanguage,
  );
  const [focusing, setFocusing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { isDirty } = form.formState;

  // The field with the problem is shown first (its language's tab), then focused.
  useEffect(() => {
    if (!focusing) return;
    const target = focusing === BOUNDS_PROBLEM ? 'bounds.north' : focusing;
    const element = document.getElementById(townFieldId(target)) ?? document.getElementById(townFieldId(focusing));
    element?.focus();
    setFocusing(null);
  }, [focusing, taglineLang]);

  const showProblems = (names: string[]) => {
    const first = firstTownProblem(names);
    if (!first) return;
    const perLanguage = /^(?:tagline|photoAlt)\.(\w\w)$/.exec(first);
    if (perLanguage) setTaglineLang(perLanguage[1] as Language);
    setFocusing(first);
  };

  const onInvalid = (errors: FieldErrors<TownFormValues>) => {
    const names = errorNames(errors);
    setProblem(t('form.check', { count: names.length }));
    showProblems(names);
  };

  const onSubmit = (event?: BaseSyntheticEvent) => {
    setProblem(null);
    return form.handleSubmit(async (values) => {
      try {
        // Checked already (useTownResolver); parsing gives the body as the API reads it (#RRGGBB lower-cased…).
        const saved = await update.mutateAsync(townProfileUpdateSchema.parse(toTownUpdate(values)));
        form.reset(townFormValues(saved));
        toast.success(t('form.saved'));
      } catch (error) {
        const failure = formFailure(
          error,
          {
            byCode: {
              [ERROR_CODES.validationError]: t('form.refused'),
              [ERROR_CODES.rateLimited]: t('errors.rateLimited'),
            },
            byStatus: { 403: t('errors.forbidden') },
            offline: t('errors.network'),
            failed: t('errors.failed'),
          },
          {
            fieldOf: ({ path }) => {
              const name = townFieldOf(path);
              return { name, message: townFieldMessage(t, name, values) };
            },
            fieldsMarked: t('form.refused'),
          },
        );
        markServerFields(form, failure.fields, { focus: false });
        setProblem(failure.message);
        showProblems(failure.fields.map((field) => field.name));
      }
    }, onInvalid)(event);
  };

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('form.label')}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
      >
        {!profile.configured ? (
          <Alert severity="info" role="note">
            {t('form.placeholder')}
          </Alert>
        ) : null}
        <SectionFrame id="town-identity" title={t('sections.identity')}>
          <IdentitySection active={taglineLang} onActiveChange={setTaglineLang} />
        </SectionFrame>
        <SectionFrame id="town-photo" title={t('sections.photo')} intro={t('photo.intro')}>
          <Stack spacing={3}>
            <TownPictureUpload kind="photo" profile={profile} onSaved={onSaved} />
            <PerLanguageTexts name="photoAlt" maxLength={200} active={taglineLang} onActiveChange={setTaglineLang} />
          </Stack>
        </SectionFrame>
        <SectionFrame id="town-place" title={t('sections.place')} intro={t('place.intro')}>
          <PlaceSection lang={lang} />
        </SectionFrame>
        <SectionFrame id="town-map" title={t('sections.map')} intro={t('map.intro')}>
          <MapSection profile={profile} />
        </SectionFrame>
        <SectionFrame id="town-contact" title={t('sections.contact')}>
          <ContactSection />
        </SectionFrame>
        <SectionFrame id="town-logo" title={t('sections.look')} intro={t('look.intro')}>
          <Stack spacing={3}>
            <TownPictureUpload kind="logo" profile={profile} onSaved={onSaved} />
            <ColourSection />
          </Stack>
        </SectionFrame>
        <SectionFrame id="town-languages" title={t('sections.languages')} intro={t('languages.intro')}>
          <LanguagesSection />
        </SectionFrame>
        <SectionFrame id="town-legal" title={t('sections.legal')} intro={t('legal.intro')}>
          <LegalSection />
        </SectionFrame>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
          <FormAlert message={problem} />
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {isDirty ? t('form.unsaved') : t('form.allSaved')}
          </Typography>
          <Box>
            <Button type="submit" variant="contained" startIcon={<SaveIcon aria-hidden />} loading={update.isPending}>
              {t('form.save')}
            </Button>
          </Box>
        </Paper>
      </Box>
    </FormProvider>
  );
}

function IdentitySection({ active, onActiveChange }: { active: Language; onActiveChange: (lang: Language) => void }) {
  const { t } = useTranslation('adminTown');
  return (
    <Stack spacing={2.5}>
      <TownField name="name" label={t('identity.name')} required hint={t('identity.nameHint')} />
      <PerLanguageTexts name="tagline" maxLength={160} active={active} onActiveChange={onActiveChange} />
    </Stack>
  );
}

interface PerLanguageTextsProps {
  /** The field, and the prefix of its texts: `identity.<name>s`, `identity.<name>sHint`, `identity.<name>`… */
  name: 'tagline' | 'photoAlt';
  maxLength: number;
  /** The language shown: one for every such field of the form, so a problem's tab shows in each. */
  active: Language;
  onActiveChange: (lang: Language) => void;
}

/** A text written in each language the town offers (the tagline, what the photograph shows): one tab per language. */
function PerLanguageTexts({ name, maxLength, active, onActiveChange }: PerLanguageTextsProps) {
  const { t } = useTranslation(['adminTown', 'admin']);
  const { control } = useFormContext<TownFormValues>();
  const offered = useWatch({ control, name: 'languages' });
  const { errors } = useFormState({ control, name });
  const tabs = SUPPORTED_LANGUAGES.filter((lang) => offered.includes(lang));
  const shown = tabs.includes(active) ? active : tabs[0];
  const id = `town-${name}`;
  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} id={`${id}-heading`}>
        {t(`identity.${name}s`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`identity.${name}sHint`)}
      </Typography>
      {shown ? (
        <>
          <Tabs
            value={shown}
            onChange={(_event, lang: Language) => onActiveChange(lang)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-labelledby={`${id}-heading`}
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
          >
            {tabs.map((lang) => (
              <Tab
                key={lang}
                value={lang}
                id={`${id}-tab-${lang}`}
                aria-controls={`${id}-panel`}
                label={
                  <span>
                    <span aria-hidden="true">{lang.toUpperCase()}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {t(`admin:languages.${lang}`)}
                      {errors[name]?.[lang] ? ` ${t('identity.tabProblem')}` : ''}
                    </Box>
                    {errors[name]?.[lang] ? <span aria-hidden="true"> !</span> : null}
                  </span>
                }
                sx={{ minWidth: 64, minHeight: 48 }}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${shown}`}>
            <TownField
              key={shown}
              name={`${name}.${shown}`}
              label={t(`identity.${name}`, { language: t(`admin:languages.${shown}`) })}
              hint={t('identity.textHint', { max: maxLength })}
              slotProps={{ htmlInput: { lang: shown, maxLength } }}
            />
          </Box>
        </>
      ) : (
        <Typography>{t('identity.noLanguages')}</Typography>
      )}
    </Box>
  );
}

/** The country's name in the page's language, for a two-letter code ("ES" → "España"). */
function countryName(code: string, lang: string): string | undefined {
  if (!/^[A-Za-z]{2}$/.test(code.trim())) return undefined;
  try {
    const name = new Intl.DisplayNames([lang], { type: 'region' }).of(code.trim().toUpperCase());
    return name && name !== code.trim().toUpperCase() ? name : undefined;
  } catch {
    return undefined;
  }
}

function PlaceSection({ lang }: { lang: string }) {
  const { t } = useTranslation('adminTown');
  const { control } = useFormContext<TownFormValues>();
  const country = useWatch({ control, name: 'country' });
  const named = countryName(country, lang);
  return (
    <Stack spacing={2.5}>
      <Box sx={twoColumns}>
        <TownField name="region" label={t('place.region')} required hint={t('place.regionHint')} />
        <TownField name="province" label={t('place.province')} required />
      </Box>
      <TownField
        name="country"
        label={t('place.country')}
        required
        hint={named ? t('place.countryIs', { country: named }) : t('place.countryHint')}
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: 2, autoCapitalize: 'characters' } }}
        sx={{ maxWidth: { sm: '50%' } }}
      />
      {/* A group of its own: its province and country are told apart from the town's by its name. */}
      <Stack component="fieldset" spacing={2.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0, mb: 2.5 }}>
          {t('place.address')}
        </Typography>
        <TownField name="address.street" label={t('place.street')} required autoComplete="street-address" />
        <Box sx={twoColumns}>
          <TownField name="address.postalCode" label={t('place.postalCode')} required autoComplete="postal-code" />
          <TownField name="address.locality" label={t('place.locality')} required autoComplete="address-level2" />
          <TownField
            name="address.province"
            label={t('place.addressProvince')}
            required
            autoComplete="address-level1"
          />
          <TownField name="address.country" label={t('place.addressCountry')} required autoComplete="country-name" />
        </Box>
      </Stack>
    </Stack>
  );
}

/** The typed coordinates when both are numbers in range, for the pin to follow. */
function typedPoint(lat: string, lng: string) {
  const a = parseCoordinate(lat);
  const b = parseCoordinate(lng);
  return a !== undefined && b !== undefined && Math.abs(a) <= 90 && Math.abs(b) <= 180 ? { lat: a, lng: b } : null;
}

function MapSection({ profile }: { profile: TownProfile }) {
  const { t } = useTranslation('adminTown');
  const { control, setValue } = useFormContext<TownFormValues>();
  const [lat, lng, zoomText, limitBounds, north, south, west, east] = useWatch({
    control,
    name: [
      'centre.lat',
      'centre.lng',
      'zoom',
      'limitBounds',
      'bounds.north',
      'bounds.south',
      'bounds.west',
      'bounds.east',
    ],
  });
  const { errors } = useFormState({ control, name: 'bounds' });
  const areaProblem = (errors.bounds as { root?: { message?: string } } | undefined)?.root?.message;
  const view = useRef<MapBounds | null>(null);
  const area = useMemo(() => townMapBounds(profile), [profile]);
  const centre = useMemo(() => typedPoint(lat, lng), [lat, lng]);
  const typedZoom = parseCoordinate(zoomText);
  const zoom = typedZoom !== undefined && Number.isInteger(typedZoom) ? typedZoom : null;
  const bounds = useMemo(() => {
    if (!limitBounds) return null;
    const [n, s, w, e] = [north, south, west, east].map(parseCoordinate);
    return [n, s, w, e].every((v) => v !== undefined && Number.isFinite(v))
      ? { north: n!, south: s!, west: w!, east: e! }
      : null;
  }, [limitBounds, north, south, west, east]);
  const options = { shouldDirty: true, shouldValidate: true };

  return (
    <Stack spacing={2.5}>
      <CentreMap
        centre={centre}
        fallback={profile.centre}
        area={area}
        zoom={zoom}
        bounds={bounds}
        onMove={(moved) => {
          setValue('centre.lat', String(moved.lat), options);
          setValue('centre.lng', String(moved.lng), options);
        }}
        onZoom={(next) => {
          if (parseCoordinate(zoomText) !== next) setValue('zoom', String(next), options);
        }}
        onView={(next) => {
          view.current = next;
        }}
      />
      <Box sx={twoColumns}>
        <TownField
          name="centre.lat"
          label={t('map.lat')}
          required
          hint={t('map.coordinatesHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TownField
          name="centre.lng"
          label={t('map.lng')}
          required
          hint={t('map.coordinatesHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <TownField
        name="zoom"
        label={t('map.zoom')}
        required
        hint={t('map.zoomHint', { min: TOWN_ZOOM.min, max: TOWN_ZOOM.max })}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ maxWidth: { sm: '50%' } }}
      />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} aria-describedby="town-bounds-hint">
        <Controller
          control={control}
          name="limitBounds"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(_event, checked) => field.onChange(checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                  id={townFieldId('limitBounds')}
                />
              }
              label={t('map.limit')}
            />
          )}
        />
        <Typography id="town-bounds-hint" variant="body2" color="text.secondary" sx={{ mb: limitBounds ? 2 : 0 }}>
          {t('map.limitHint')}
        </Typography>
        {limitBounds ? (
          <Stack spacing={2}>
            <Box sx={twoColumns}>
              {BOUND_SIDES.map((side) => (
                <TownField
                  key={side}
                  name={`bounds.${side}`}
                  label={t(`map.${side}`)}
                  required
                  slotProps={{
                    htmlInput: {
                      inputMode: 'decimal',
                      'aria-describedby': areaProblem ? 'town-bounds-problem' : undefined,
                    },
                  }}
                />
              ))}
            </Box>
            {areaProblem ? (
              <Alert severity="error" id="town-bounds-problem">
                {areaProblem}
              </Alert>
            ) : null}
            <Box>
              <Button
                variant="outlined"
                startIcon={<MyLocationIcon aria-hidden />}
                onClick={() => {
                  if (!view.current) return;
                  for (const side of BOUND_SIDES) setValue(`bounds.${side}`, String(view.current[side]), options);
                }}
              >
                {t('map.useView')}
              </Button>
            </Box>
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}

function ContactSection() {
  const { t } = useTranslation('adminTown');
  const { control } = useFormContext<TownFormValues>();
  const zones = useMemo(() => {
    try {
      return Intl.supportedValuesOf('timeZone');
    } catch {
      return ['Europe/Madrid'];
    }
  }, []);
  return (
    <Stack spacing={2.5}>
      <Controller
        control={control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <Autocomplete
            id={townFieldId('timeZone')}
            options={zones.includes(field.value) ? zones : [field.value, ...zones]}
            value={field.value}
            onChange={(_event, value) => field.onChange(value)}
            onBlur={field.onBlur}
            disableClearable
            autoHighlight
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('contact.timeZone')}
                required
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ?? t('contact.timeZoneHint')}
              />
            )}
          />
        )}
      />
      <Box sx={twoColumns}>
        <TownField
          name="phone"
          label={t('contact.phone')}
          type="tel"
          autoComplete="tel"
          required
          hint={t('contact.phoneHint')}
        />
        <TownField name="email" label={t('contact.email')} type="email" autoComplete="email" required />
      </Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('contact.social')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('contact.socialHint')}
      </Typography>
      <Box sx={twoColumns}>
        {SOCIAL_NETWORKS.map((network) => (
          <TownField
            key={network}
            name={`social.${network}`}
            label={t(`contact.networks.${network}`)}
            type="url"
            placeholder="https://"
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        ))}
      </Box>
    </Stack>
  );
}

function ColourSection() {
  const { t } = useTranslation('adminTown');
  const { control, setValue } = useFormContext<TownFormValues>();
  const colour = useWatch({ control, name: 'colour' });
  const valid = /^#[0-9a-fA-F]{6}$/.test(colour.trim());
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TownField
          name="colour"
          label={t('colour.label')}
          required
          hint={t('colour.hint')}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 7, spellCheck: false } }}
          sx={{ flex: '1 1 12rem', maxWidth: { sm: '20rem' } }}
        />
        <Box
          component="input"
          type="color"
          aria-label={t('colour.picker')}
          value={valid ? colour.trim().toLowerCase() : '#000000'}
          onChange={(event) =>
            setValue('colour', (event.target as HTMLInputElement).value, { shouldDirty: true, shouldValidate: true })
          }
          sx={{
            width: 56,
            height: 56,
            p: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'transparent',
            cursor: 'pointer',
          }}
        />
      </Box>
      <ColourCheck colour={colour.trim()} />
    </Stack>
  );
}

function LanguagesSection() {
  const { t } = useTranslation('adminTown');
  const { control } = useFormContext<TownFormValues>();
  const [offered, defaultLanguage] = useWatch({ control, name: ['languages', 'defaultLanguage'] });
  const { errors } = useFormState({ control, name: ['languages', 'defaultLanguage'] });
  return (
    <Stack spacing={3}>
      <Controller
        control={control}
        name="languages"
        render={({ field }) => (
          <FormControl component="fieldset" error={errors.languages !== undefined}>
            <FormLabel component="legend">{t('languages.offered')}</FormLabel>
            <FormGroup
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {SUPPORTED_LANGUAGES.map((lang, index) => {
                const isDefault = lang === defaultLanguage;
                return (
                  <FormControlLabel
                    key={lang}
                    control={
                      <Checkbox
                        checked={field.value.includes(lang)}
                        // The default language is always offered: choose another default to take it away.
                        disabled={isDefault}
                        id={index === 0 ? townFieldId('languages') : undefined}
                        onBlur={field.onBlur}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? SUPPORTED_LANGUAGES.filter((l) => l === lang || field.value.includes(l))
                              : field.value.filter((l) => l !== lang),
                          )
                        }
                        slotProps={{
                          input: {
                            ref: index === 0 ? field.ref : undefined,
                            'aria-describedby': isDefault ? 'town-default-note' : undefined,
                          } as object,
                        }}
                      />
                    }
                    label={<span lang={lang}>{endonym(lang)}</span>}
                  />
                );
              })}
            </FormGroup>
            <FormHelperText id="town-default-note">
              {errors.languages?.message ?? t('languages.defaultAlwaysOffered')}
            </FormHelperText>
          </FormControl>
        )}
      />
      <Controller
        control={control}
        name="defaultLanguage"
        render={({ field, fieldState }) => (
          <TextField
            select
            id={townFieldId('defaultLanguage')}
            label={t('languages.default')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message ?? t('languages.defaultHint')}
            sx={{ maxWidth: { sm: '20rem' } }}
          >
            {SUPPORTED_LANGUAGES.filter((lang) => offered.includes(lang) || lang === field.value).map((lang) => (
              <MenuItem key={lang} value={lang} lang={lang}>
                {endonym(lang)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Stack>
  );
}

function LegalSection() {
  const { t } = useTranslation('adminTown');
  return (
    <Stack spacing={2.5}>
      <TownField name="legal.entity" label={t('legal.entity')} required hint={t('legal.entityHint')} />
      <Box sx={twoColumns}>
        <TownField name="legal.taxId" label={t('legal.taxId')} required hint={t('legal.taxIdHint')} />
        <TownField
          name="legal.dpoEmail"
          label={t('legal.dpoEmail')}
          type="email"
          required
          hint={t('legal.dpoEmailHint')}
        />
      </Box>
      <TownField name="legal.address" label={t('legal.address')} required hint={t('legal.addressHint')} />
    </Stack>
  );
}
