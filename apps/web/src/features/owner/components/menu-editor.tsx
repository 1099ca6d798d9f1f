import { toNestErrors } from '@hookform/resolvers';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState, type BaseSyntheticEvent } from 'react';
import {
  Controller,
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
  type FieldError,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ALLERGENS, type Allergen } from '@town/shared/catalogue-codes';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import {
  LISTING_LIMITS,
  listingMenuSchema,
  menuLanguages,
  type ListingMenu,
  type ListingStatus,
  type SavedMenu,
} from '@town/shared/listings';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { failureMessage } from '../../../lib/api-errors.ts';
import { emptyItem, emptySection, isNamed, menuValuesOf, toMenu, type MenuValues } from '../utils/menu-values.ts';
import { LanguageChips } from './language-chips.tsx';
import { languagePanelProps, LanguageTabs, type LanguageState } from './language-tabs.tsx';
import { SortableList } from './sortable-list.tsx';

const PREFIX = 'menu';

interface Context {
  lang: Language;
}

/** The menu's check: the shared schema, and a name in at least one language for every section and dish. */
function useMenuResolver(): Resolver<MenuValues, Context> {
  const { t } = useTranslation('owner');
  return useCallback(
    (values, context, options) => {
      const lang = context?.lang ?? DEFAULT_LANGUAGE;
      const flat: Record<string, FieldError> = {};
      const unnamed = { type: 'required', message: t('menu.errors.name') };
      values.sections.forEach((section, i) => {
        if (!isNamed(section.name)) flat[`sections.${i}.name.${lang}`] = unnamed;
        section.items.forEach((item, j) => {
          if (!isNamed(item.name)) flat[`sections.${i}.items.${j}.name.${lang}`] = unnamed;
        });
      });
      const result = listingMenuSchema.safeParse(toMenu(values));
      for (const issue of result.success ? [] : result.error.issues) {
        const path = issue.path.map(String).join('.');
        const message = path.endsWith('.price')
          ? t('menu.errors.price')
          : issue.code === 'too_big' && 'origin' in issue && issue.origin === 'string'
            ? t('errors.tooLong', { count: Number(issue.maximum) })
            : t('errors.invalid');
        flat[/\.(name|description)\.[a-z]{2}$|\.price$/.test(path) ? path : 'root'] ??= { type: issue.code, message };
      }
      if (Object.keys(flat).length === 0) return { values, errors: {} };
      return { values: {}, errors: toNestErrors(flat, options) };
    },
    [t],
  );
}

/** The languages with a problem somewhere in the menu, for the tabs to show it. */
function languagesWithProblems(errors: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (node: unknown, key: string) => {
    if (!node || typeof node !== 'object') return;
    if ((SUPPORTED_LANGUAGES as readonly string[]).includes(key) && 'message' in node) found.add(key);
    for (const [child, value] of Object.entries(node)) if (child !== 'ref') walk(value, child);
  };
  walk(errors, '');
  return found;
}

/** What the editor reads of a saved menu's answer. */
export type MenuSaved = Pick<SavedMenu, 'status' | 'pendingChange' | 'menuChange'>;

/**
 * What the owner is told once the menu is saved (docs/listings.md#menus): on a published
 * listing, how many dishes changed on the public menu at once, and whether the rest waits for
 * the town hall (and whether it already has it); else, that the menu shows once published.
 */
function savedMessages(saved: MenuSaved, t: T): string[] {
  if (saved.status !== 'published') return [t('menu.outcome.notShown')];
  const { live, waiting } = saved.menuChange;
  const lines = [live > 0 ? t('menu.outcome.live', { count: live }) : t('menu.saved')];
  if (waiting) {
    const next =
      saved.pendingChange === 'review'
        ? ` ${t('menu.outcome.withTownHall')}`
        : saved.pendingChange
          ? ` ${t('menu.outcome.send', { button: t('editor.submit') })}`
          : '';
    lines.push(`${t('menu.outcome.waiting')}${next}`);
  }
  return lines;
}

/**
 * The menu of a place to eat: sections and dishes, each named per language, with price,
 * description, the 14 allergens and "not available today"; both reordered by dragging or
 * with buttons. Saved on its own (PUT …/menu); it shows where it is complete. Beside the save
 * button it says what goes live at once on a published listing and what waits for review.
 */
export function MenuEditor({
  menu,
  status,
  initialLang,
  onSave,
}: {
  menu: ListingMenu | null | undefined;
  /** The listing's status: only a published one has a public menu that changes at once. */
  status: ListingStatus;
  initialLang: Language;
  onSave: (menu: ListingMenu) => Promise<MenuSaved>;
}) {
  const { t } = useTranslation('owner');
  const noteId = useId();
  const [lang, setLang] = useState<Language>(initialLang);
  const [outcome, setOutcome] = useState<string[] | null>(null);
  const form = useForm<MenuValues, Context>({
    resolver: useMenuResolver(),
    defaultValues: menuValuesOf(menu),
    context: { lang },
    // Checked on saving, then as the owner corrects: a field array checks itself whole when it
    // grows, which before a first save would greet a new dish with problems not yet made.
    mode: 'onSubmit',
  });
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const values = useWatch({ control: form.control });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const complete = menuLanguages(toMenu(values as MenuValues));
  const withProblems = languagesWithProblems(errors);
  const states = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((code) => [
      code,
      withProblems.has(code) ? 'problem' : complete.includes(code) ? 'complete' : 'missing',
    ]),
  ) as Record<Language, LanguageState>;

  const submit = (event?: BaseSyntheticEvent) => {
    setProblem(null);
    return form.handleSubmit(
      async (typed) => {
        try {
          const lines = savedMessages(await onSave(toMenu(typed)), t);
          form.reset(typed);
          setOutcome(lines);
          toast.success(lines.join(' '));
        } catch (error) {
          const failed = t('menu.errors.saveFailed');
          setProblem(failureMessage(error, { byStatus: { 400: t('menu.errors.refused') }, offline: failed, failed }));
        }
      },
      (found) => {
        // A problem in another language: show that language, where the field is.
        const first = [...languagesWithProblems(found)][0] as Language | undefined;
        if (first && !languagesWithProblems(found).has(lang)) setLang(first);
        setProblem(t('menu.errors.check'));
      },
    )(event);
  };

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('menu.form')}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        <Typography color="text.secondary">{t('menu.intro')}</Typography>
        <Box>
          <Typography variant="body2" sx={{ mb: 0.5 }}>
            {t('menu.completeIn')}
          </Typography>
          <LanguageChips complete={complete} label={t('menu.completeIn')} />
        </Box>
        <LanguageTabs prefix={PREFIX} label={t('menu.tabs')} value={lang} onChange={setLang} states={states} />
        <Box
          {...languagePanelProps(PREFIX, lang)}
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
        >
          {sections.fields.length === 0 ? <Typography>{t('menu.empty')}</Typography> : null}
          <SortableList
            ids={sections.fields.map((field) => field.id)}
            label={t('menu.sections')}
            nameOf={(_id, index) => sectionName(values as MenuValues, index, lang, t)}
            onMove={(from, to) => sections.move(from, to)}
            renderItem={(_id, index, { handle, moveButtons }) => (
              <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="menu-section">
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
                  <Typography variant="h3" sx={{ flex: '1 1 10rem', overflowWrap: 'anywhere' }}>
                    {sectionName(values as MenuValues, index, lang, t)}
                  </Typography>
                  {handle}
                  {moveButtons}
                  <IconButton
                    onClick={() => sections.remove(index)}
                    aria-label={t('menu.removeSection', { item: sectionName(values as MenuValues, index, lang, t) })}
                  >
                    <DeleteOutlineIcon />
                  </IconButton>
                </Box>
                <SectionFields index={index} lang={lang} />
              </Paper>
            )}
          />
          <Box>
            <Button startIcon={<AddIcon />} onClick={() => sections.append(emptySection())}>
              {t('menu.addSection')}
            </Button>
          </Box>
        </Box>
        {problem || errors.root ? (
          <Alert severity="error" role="alert">
            {problem ?? errors.root?.message}
          </Alert>
        ) : null}
        <Typography id={noteId} variant="body2" color="text.secondary">
          {status === 'published' ? t('menu.live.note') : t('menu.live.notShown')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button
            type="submit"
            variant="contained"
            startIcon={<SaveIcon />}
            loading={isSubmitting}
            aria-describedby={noteId}
          >
            {t('menu.save')}
          </Button>
          {isDirty ? (
            <Typography variant="body2" color="text.secondary">
              {t('menu.unsaved')}
            </Typography>
          ) : null}
        </Box>
        {/* The last save's outcome stays until the next change; the toast has announced it. */}
        {outcome && !isDirty ? (
          <Box data-testid="menu-outcome" sx={{ display: 'grid', gap: 0.5 }}>
            {outcome.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
          </Box>
        ) : null}
      </Box>
    </FormProvider>
  );
}

type T = ReturnType<typeof useTranslation<'owner'>>['t'];

/** A section's name in the language being edited, else any it has, else its number. */
function sectionName(values: MenuValues, index: number, lang: Language, t: T): string {
  const names = values.sections?.[index]?.name;
  const named = names?.[lang]?.trim() || SUPPORTED_LANGUAGES.map((code) => names?.[code]?.trim()).find(Boolean);
  return named || t('menu.sectionNumber', { number: index + 1 });
}

function itemName(values: MenuValues, section: number, index: number, lang: Language, t: T): string {
  const names = values.sections?.[section]?.items?.[index]?.name;
  const named = names?.[lang]?.trim() || SUPPORTED_LANGUAGES.map((code) => names?.[code]?.trim()).find(Boolean);
  return named || t('menu.itemNumber', { number: index + 1 });
}

function SectionFields({ index, lang }: { index: number; lang: Language }) {
  const { t } = useTranslation('owner');
  const { control } = useFormContext<MenuValues>();
  const items = useFieldArray({ control, name: `sections.${index}.items` });
  const values = useWatch({ control }) as MenuValues;
  const language = t(`languages.${lang}`);
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name={`sections.${index}.name.${lang}`}
        id={`menu-section-${index}-name-${lang}`}
        label={t('menu.sectionName', { language })}
        describeError={(error) => error.message || t('errors.invalid')}
        slotProps={{ htmlInput: { lang, maxLength: LISTING_LIMITS.menuName } }}
      />
      {items.fields.length ? (
        <SortableList
          ids={items.fields.map((field) => field.id)}
          label={t('menu.items', { section: sectionName(values, index, lang, t) })}
          nameOf={(_id, item) => itemName(values, index, item, lang, t)}
          onMove={(from, to) => items.move(from, to)}
          renderItem={(_id, item, { handle, moveButtons }) => (
            <Box
              component="fieldset"
              data-testid="menu-item"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
            >
              <Typography component="legend" sx={{ fontWeight: 600, px: 0.5, overflowWrap: 'anywhere' }}>
                {itemName(values, index, item, lang, t)}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', mb: 1 }}>
                {handle}
                {moveButtons}
                <IconButton
                  onClick={() => items.remove(item)}
                  aria-label={t('menu.removeItem', { item: itemName(values, index, item, lang, t) })}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Box>
              <ItemFields section={index} index={item} lang={lang} />
            </Box>
          )}
        />
      ) : null}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => items.append(emptyItem())}>
          {t('menu.addItem')}
        </Button>
      </Box>
    </Stack>
  );
}

function ItemFields({ section, index, lang }: { section: number; index: number; lang: Language }) {
  const { t } = useTranslation('owner');
  const { t: tList } = useTranslation('listofval');
  const { control } = useFormContext<MenuValues>();
  const path = `sections.${section}.items.${index}` as const;
  const id = `menu-${section}-${index}`;
  const language = t(`languages.${lang}`);
  const describeError = (error: FieldError) => error.message || t('errors.invalid');
  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name={`${path}.name.${lang}`}
        id={`${id}-name-${lang}`}
        label={t('menu.itemName', { language })}
        describeError={describeError}
        slotProps={{ htmlInput: { lang, maxLength: LISTING_LIMITS.menuName } }}
      />
      <FormTextField
        control={control}
        name={`${path}.description.${lang}`}
        id={`${id}-description-${lang}`}
        label={t('menu.itemDescription', { language })}
        describeError={describeError}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { lang, maxLength: LISTING_LIMITS.menuDescription } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FormTextField
          control={control}
          name={`${path}.price`}
          id={`${id}-price`}
          label={t('menu.price')}
          describeError={describeError}
          sx={{ flex: '0 1 10rem' }}
          slotProps={{
            htmlInput: { inputMode: 'decimal' },
            input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
          }}
        />
        <Controller
          control={control}
          name={`${path}.available`}
          render={({ field }) => (
            <FormControlLabel
              control={
                <Switch
                  checked={field.value}
                  onChange={(_event, checked) => field.onChange(checked)}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
              label={t('menu.available')}
            />
          )}
        />
      </Box>
      <Controller
        control={control}
        name={`${path}.allergens`}
        render={({ field }) => (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
              {t('menu.allergens')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
                columnGap: 1,
              }}
            >
              {ALLERGENS.map((allergen) => (
                <FormControlLabel
                  key={allergen}
                  label={tList(`allergen.${allergen}`)}
                  control={
                    <Checkbox
                      checked={field.value.includes(allergen)}
                      onChange={(_event, checked) =>
                        field.onChange(
                          checked
                            ? ALLERGENS.filter((a: Allergen) => a === allergen || field.value.includes(a))
                            : field.value.filter((a) => a !== allergen),
                        )
                      }
                      size="small"
                    />
                  }
                />
              ))}
            </Box>
          </Box>
        )}
      />
    </Stack>
  );
}
