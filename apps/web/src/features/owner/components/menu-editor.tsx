import { toNestErrors } from '@hookform/resolvers';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  Controller,
  FormProvider,
  get,
  useFieldArray,
  useForm,
  useFormContext,
  useFormState,
  useWatch,
  type FieldError,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALLERGENS, type Allergen } from '@town/shared/catalogue-codes';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import {
  LISTING_LIMITS,
  listingMenuSchema,
  menuLanguages,
  type ListingMenu,
  type SavedMenu,
} from '@town/shared/listings';
import { formatAmountInput, formatEuros, parseTypedNumber } from '@town/shared/locale-format';
import { FormTextField } from '../../../components/form-text-field.tsx';
import {
  emptyItem,
  emptySection,
  isNamed,
  menuValuesOf,
  toMenu,
  type MenuItemValues,
  type MenuValues,
} from '../utils/menu-values.ts';
import { LanguageChips } from './language-chips.tsx';
import { languagePanelProps, LanguageTabs, type LanguageState } from './language-tabs.tsx';
import { SortableList } from './sortable-list.tsx';

const PREFIX = 'menu';

interface Context {
  lang: Language;
}

type T = ReturnType<typeof useTranslation<'owner'>>['t'];

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

/** The first field with a problem, in the page's order: a section's name, then its dishes' fields. */
function firstProblem(errors: FieldErrors<MenuValues>, values: MenuValues, lang: Language): string | undefined {
  for (const [i, section] of values.sections.entries()) {
    const paths = [
      `sections.${i}.name.${lang}`,
      ...section.items.flatMap((_item, j) =>
        ['name', 'description']
          .map((field) => `sections.${i}.items.${j}.${field}.${lang}`)
          .concat(`sections.${i}.items.${j}.price`),
      ),
    ];
    const found = paths.find((path) => get(errors, path));
    if (found) return found;
  }
  return undefined;
}

/** What the editor reads of a saved menu's answer. */
export type MenuSaved = Pick<SavedMenu, 'status' | 'pendingChange' | 'menuChange'>;

/**
 * What the owner is told once the menu is saved (docs/listings.md#menus): on a published
 * listing, how many dishes changed on the public menu at once, and whether the rest waits for
 * the town hall (and whether it already has it); else, that the menu shows once published.
 */
export function savedMessages(saved: MenuSaved, t: T): string[] {
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
 * The menu's form, kept by the listing editor: its save bar saves the menu with the rest of the
 * listing (PUT …/menu). `lang` is the page's: the tab shown first, and how prices are written.
 */
export function useMenuForm(menu: ListingMenu | null | undefined, lang: Language) {
  const [tab, setTab] = useState<Language>(lang);
  /** The field to focus after a check found problems (an object of its own each time). */
  const [problem, setProblem] = useState<{ path: string } | null>(null);
  const form = useForm<MenuValues, Context>({
    resolver: useMenuResolver(),
    defaultValues: menuValuesOf(menu, lang),
    context: { lang: tab },
    // Checked on saving, then as the owner corrects: a field array checks itself whole when it
    // grows, which before a first save would greet a new dish with problems not yet made.
    mode: 'onSubmit',
    // The editor opens the dish with the problem first, then focuses the field.
    shouldFocusError: false,
  });

  /**
   * The menu to save and the values it was made of, once checked; null when something needs the
   * owner's attention: shown on its field and, with `focus`, that field's dish opened and focused.
   */
  const check = useCallback(
    ({ focus }: { focus: boolean }) =>
      new Promise<{ menu: ListingMenu; values: MenuValues } | null>((resolve) => {
        void form.handleSubmit(
          (values) => resolve({ menu: toMenu(values), values }),
          (found) => {
            if (focus) {
              // A problem in another language only: show that language, where the field is.
              const languages = languagesWithProblems(found);
              const first = [...languages][0] as Language | undefined;
              const shown = first && !languages.has(tab) ? first : tab;
              setTab(shown);
              const path = firstProblem(found, form.getValues(), shown);
              setProblem(path ? { path } : null);
            }
            resolve(null);
          },
        )();
      }),
    [form, tab],
  );

  /**
   * Takes `values` as the menu's last saved state: what is typed since stays, unsaved, and the
   * dishes open stay open (the values are kept, so the lists keep their items).
   */
  const markSaved = useCallback(
    (values: MenuValues) => form.reset(values, { keepValues: true, keepFieldsRef: true }),
    [form],
  );

  return { form, tab, setTab, check, markSaved, problem, lang };
}

export type MenuForm = ReturnType<typeof useMenuForm>;

/**
 * What the menu's parts share: which sections are folded and which dishes opened (a new one
 * opens itself, its first field focused), and the page's language, in which prices are written.
 */
interface Folding {
  pageLang: Language;
  isOpen: (id: string, kind: 'section' | 'dish') => boolean;
  toggle: (id: string, kind: 'section' | 'dish') => void;
  open: (id: string, kind: 'section' | 'dish') => void;
  /** The dish or section just added: its name field takes the focus. */
  fresh: string | null;
  markFresh: (id: string) => void;
}

const FoldingContext = createContext<Folding | null>(null);
const useFolding = () => useContext(FoldingContext)!;

function useFoldingState(pageLang: Language): Folding {
  // Sections are open until folded; dishes folded until opened.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const [fresh, setFresh] = useState<string | null>(null);
  return useMemo(() => {
    // A section is in its set when folded, a dish when opened.
    const change = (id: string, kind: 'section' | 'dish', to: 'toggle' | 'open') => {
      const section = kind === 'section';
      (section ? setFolded : setOpened)((before) => {
        const wasOpen = section !== before.has(id);
        const inSet = section !== (to === 'open' || !wasOpen);
        if (inSet === before.has(id)) return before;
        const next = new Set(before);
        if (inSet) next.add(id);
        else next.delete(id);
        return next;
      });
    };
    return {
      pageLang,
      isOpen: (id, kind) => (kind === 'section' ? !folded.has(id) : opened.has(id)),
      toggle: (id, kind) => {
        setFresh(null);
        change(id, kind, 'toggle');
      },
      open: (id, kind) => change(id, kind, 'open'),
      fresh,
      markFresh: setFresh,
    };
  }, [folded, opened, fresh, pageLang]);
}

/**
 * The menu of a place to eat: sections and dishes, each named per language, with price,
 * description, the 14 allergens and "not available today"; both reordered by dragging or with
 * buttons. Compact: each dish is one line (its name, price and allergens) until opened, and a
 * section folds. It shows where it is complete; the editor's save bar saves it.
 */
export function MenuEditor({ menuForm }: { menuForm: MenuForm }) {
  const { t } = useTranslation('owner');
  const { form, tab, setTab, problem, lang } = menuForm;
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const values = useWatch({ control: form.control }) as MenuValues;
  const { errors } = useFormState({ control: form.control });
  const folding = useFoldingState(lang);
  const root = useRef<HTMLDivElement>(null);
  const complete = menuLanguages(toMenu(values));
  const withProblems = languagesWithProblems(errors);
  const states = Object.fromEntries(
    SUPPORTED_LANGUAGES.map((code) => [
      code,
      withProblems.has(code) ? 'problem' : complete.includes(code) ? 'complete' : 'missing',
    ]),
  ) as Record<Language, LanguageState>;

  // After a check found problems, the first one's field is focused once its dish has opened.
  const focused = useRef<object | null>(null);
  useEffect(() => {
    if (!problem || focused.current === problem) return;
    const field = root.current?.querySelector<HTMLElement>(`[name="${problem.path}"]`);
    if (!field) return;
    field.focus();
    focused.current = problem;
  });

  const addSection = () => {
    sections.append(emptySection(), { shouldFocus: false });
  };
  // A section just added opens with its first dish, its name field focused.
  const count = useRef(sections.fields.length);
  useEffect(() => {
    const added = sections.fields.length > count.current ? sections.fields.at(-1) : undefined;
    count.current = sections.fields.length;
    if (added) folding.markFresh(added.id);
  }, [sections.fields, folding]);

  return (
    <FormProvider {...form}>
      <FoldingContext.Provider value={folding}>
        <Box
          ref={root}
          component="form"
          noValidate
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
          <LanguageTabs prefix={PREFIX} label={t('menu.tabs')} value={tab} onChange={setTab} states={states} />
          <Box
            {...languagePanelProps(PREFIX, tab)}
            sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
          >
            {sections.fields.length === 0 ? <Typography>{t('menu.empty')}</Typography> : null}
            <SortableList
              ids={sections.fields.map((field) => field.id)}
              label={t('menu.sections')}
              nameOf={(_id, index) => sectionName(values, index, tab, t)}
              onMove={(from, to) => sections.move(from, to)}
              renderItem={(id, index, controls) => (
                <SectionCard
                  id={id}
                  index={index}
                  lang={tab}
                  controls={controls}
                  onRemove={() => sections.remove(index)}
                />
              )}
            />
            <Box>
              <Button startIcon={<AddIcon />} onClick={addSection}>
                {t('menu.addSection')}
              </Button>
            </Box>
          </Box>
          {errors.root ? (
            <Typography role="alert" color="error">
              {errors.root.message}
            </Typography>
          ) : null}
        </Box>
      </FoldingContext.Provider>
    </FormProvider>
  );
}

/** A section's name in the language being edited, else any it has, else its number. */
function sectionName(values: MenuValues, index: number, lang: Language, t: T): string {
  const names = values.sections?.[index]?.name;
  const named = names?.[lang]?.trim() || SUPPORTED_LANGUAGES.map((code) => names?.[code]?.trim()).find(Boolean);
  return named || t('menu.sectionNumber', { number: index + 1 });
}

function itemName(item: Partial<MenuItemValues> | undefined, index: number, lang: Language, t: T): string {
  const names = item?.name;
  const named = names?.[lang]?.trim() || SUPPORTED_LANGUAGES.map((code) => names?.[code]?.trim()).find(Boolean);
  return named || t('menu.itemNumber', { number: index + 1 });
}

/** The row that opens and folds a section or a dish: a button saying what it holds (its state by aria-expanded). */
function FoldButton({
  open,
  controls,
  onClick,
  children,
}: {
  open: boolean;
  controls: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <ButtonBase
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onClick}
      sx={{
        flex: '1 1 auto',
        minWidth: 0,
        // A comfortable target, one line a dish where the name fits.
        minHeight: 44,
        justifyContent: 'flex-start',
        alignItems: 'center',
        textAlign: 'start',
        gap: 1,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        '&:hover': { bgcolor: 'action.hover' },
        '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <ExpandMoreIcon
        aria-hidden
        sx={{ flexShrink: 0, transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
      />
      {children}
    </ButtonBase>
  );
}

function SectionCard({
  id,
  index,
  lang,
  controls,
  onRemove,
}: {
  id: string;
  index: number;
  lang: Language;
  controls: { handle: ReactNode; moveButtons: ReactNode };
  onRemove: () => void;
}) {
  const { t } = useTranslation('owner');
  const { control } = useFormContext<MenuValues>();
  const folding = useFolding();
  const panel = useId();
  const values = useWatch({ control }) as MenuValues;
  const { errors } = useFormState({ control, name: `sections.${index}` });
  const hasProblem = Boolean(get(errors, `sections.${index}`));
  const open = folding.isOpen(id, 'section');
  const name = sectionName(values, index, lang, t);
  const dishes = values.sections?.[index]?.items?.length ?? 0;
  const { open: openSection, fresh } = folding;
  useEffect(() => {
    if (hasProblem) openSection(id, 'section');
  }, [hasProblem, id, openSection]);
  // A section just added: its name is the first thing to write (once, not again as it moves).
  const focused = useRef(false);
  useEffect(() => {
    if (fresh !== id || focused.current) return;
    focused.current = true;
    document.getElementById(`menu-section-${index}-name-${lang}`)?.focus();
  }, [fresh, id, index, lang]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 } }} data-testid="menu-section">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="h3" sx={{ flex: '1 1 auto', minWidth: 0, display: 'flex' }}>
          <FoldButton open={open} controls={panel} onClick={() => folding.toggle(id, 'section')}>
            <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {name}{' '}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                {t('menu.dishCount', { count: dishes })}
              </Typography>
            </Box>
          </FoldButton>
        </Typography>
        {controls.handle}
      </Box>
      {open ? (
        <Stack id={panel} spacing={1} sx={{ mt: 0.5 }}>
          {/* The name and the section's buttons share a line, even on a phone. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
            <FormTextField
              control={control}
              name={`sections.${index}.name.${lang}`}
              id={`menu-section-${index}-name-${lang}`}
              label={t('menu.sectionName', { language: t(`languages.${lang}`) })}
              describeError={(error) => error.message || t('errors.invalid')}
              size="small"
              sx={{ flex: '1 1 9rem' }}
              slotProps={{ htmlInput: { lang, maxLength: LISTING_LIMITS.menuName } }}
            />
            <Box sx={{ display: 'flex' }}>
              {controls.moveButtons}
              <IconButton onClick={onRemove} aria-label={t('menu.removeSection', { item: name })}>
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          </Box>
          <SectionDishes section={index} sectionId={id} lang={lang} />
        </Stack>
      ) : null}
    </Paper>
  );
}

function SectionDishes({ section, sectionId, lang }: { section: number; sectionId: string; lang: Language }) {
  const { t } = useTranslation('owner');
  const { control } = useFormContext<MenuValues>();
  const folding = useFolding();
  const items = useFieldArray({ control, name: `sections.${section}.items` });
  const values = useWatch({ control }) as MenuValues;
  // A dish just added opens itself (and so does the first dish of a section just added).
  const count = useRef(items.fields.length);
  const firstOpened = useRef(false);
  const { open, markFresh, fresh } = folding;
  useEffect(() => {
    const grew = items.fields.length > count.current;
    count.current = items.fields.length;
    if (grew) {
      open(items.fields.at(-1)!.id, 'dish');
      markFresh(items.fields.at(-1)!.id);
    } else if (fresh === sectionId && !firstOpened.current && items.fields[0]) {
      firstOpened.current = true;
      open(items.fields[0].id, 'dish');
    }
  }, [items.fields, open, markFresh, fresh, sectionId]);

  return (
    <>
      {items.fields.length ? (
        <SortableList
          ids={items.fields.map((field) => field.id)}
          label={t('menu.items', { section: sectionName(values, section, lang, t) })}
          nameOf={(_id, item) => itemName(values.sections?.[section]?.items?.[item], item, lang, t)}
          onMove={(from, to) => items.move(from, to)}
          sx={{ gap: 0.5 }}
          renderItem={(id, item, controls) => (
            <DishCard
              id={id}
              section={section}
              index={item}
              lang={lang}
              controls={controls}
              onRemove={() => items.remove(item)}
            />
          )}
        />
      ) : null}
      <Box>
        <Button size="small" startIcon={<AddIcon />} onClick={() => items.append(emptyItem(), { shouldFocus: false })}>
          {t('menu.addItem')}
        </Button>
      </Box>
    </>
  );
}

/** A dish's price and allergens as its folded row shows them: "12,50 € · 2 allergens". */
function DishFacts({ item, lang }: { item: MenuItemValues | undefined; lang: string }) {
  const { t } = useTranslation('owner');
  const price = parseTypedNumber(item?.price ?? '');
  const allergens = item?.allergens?.length ?? 0;
  const facts = [
    price !== undefined && Number.isFinite(price) ? formatEuros(price, lang) : t('menu.noPrice'),
    allergens ? t('menu.allergenCount', { count: allergens }) : t('menu.noAllergens'),
    ...(item?.available === false ? [t('menu.unavailable')] : []),
  ];
  // Each fact whole, the line breaking between them on a narrow screen.
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {facts.map((fact, index) => (
        <Fragment key={fact}>
          {index > 0 ? ' · ' : null}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {fact}
          </Box>
        </Fragment>
      ))}
    </Typography>
  );
}

function DishCard({
  id,
  section,
  index,
  lang,
  controls,
  onRemove,
}: {
  id: string;
  section: number;
  index: number;
  lang: Language;
  controls: { handle: ReactNode; moveButtons: ReactNode };
  onRemove: () => void;
}) {
  const { t } = useTranslation('owner');
  const { control } = useFormContext<MenuValues>();
  const folding = useFolding();
  const panel = useId();
  const path = `sections.${section}.items.${index}` as const;
  const item = useWatch({ control, name: path });
  const { errors } = useFormState({ control, name: path });
  const hasProblem = Boolean(get(errors, path));
  const open = folding.isOpen(id, 'dish');
  const name = itemName(item, index, lang, t);
  const { open: openDish } = folding;
  useEffect(() => {
    if (hasProblem) openDish(id, 'dish');
  }, [hasProblem, id, openDish]);

  return (
    <Box
      data-testid="menu-item"
      sx={{
        border: 1,
        borderColor: hasProblem ? 'error.main' : 'divider',
        borderRadius: 2,
        minWidth: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, pr: 0.5 }}>
        <FoldButton open={open} controls={panel} onClick={() => folding.toggle(id, 'dish')}>
          <Box
            component="span"
            sx={{ minWidth: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5 }}
          >
            <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {name}
            </Typography>{' '}
            <DishFacts item={item} lang={folding.pageLang} />
          </Box>
        </FoldButton>
        {controls.handle}
      </Box>
      {open ? (
        <Stack id={panel} role="group" aria-label={name} spacing={2} sx={{ px: { xs: 1, sm: 2 }, pb: 2, pt: 1 }}>
          <DishFields section={section} index={index} lang={lang} fresh={folding.fresh === id} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            {controls.moveButtons}
            <IconButton onClick={onRemove} aria-label={t('menu.removeItem', { item: name })}>
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        </Stack>
      ) : null}
    </Box>
  );
}

function DishFields({
  section,
  index,
  lang,
  fresh,
}: {
  section: number;
  index: number;
  lang: Language;
  /** Just added: its name takes the focus. */
  fresh: boolean;
}) {
  const { t } = useTranslation('owner');
  const { control } = useFormContext<MenuValues>();
  const { pageLang } = useFolding();
  const path = `sections.${section}.items.${index}` as const;
  const id = `menu-${section}-${index}`;
  const language = t(`languages.${lang}`);
  const describeError = (error: FieldError) => error.message || t('errors.invalid');
  return (
    <>
      <FormTextField
        control={control}
        name={`${path}.name.${lang}`}
        id={`${id}-name-${lang}`}
        label={t('menu.itemName', { language })}
        describeError={describeError}
        autoFocus={fresh}
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
          // Written back as the page writes prices ("12.5" becomes "12,50" in Spanish).
          normalize={(typed) => {
            const amount = parseTypedNumber(typed);
            return amount !== undefined && Number.isFinite(amount) ? formatAmountInput(amount, pageLang) : undefined;
          }}
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
        render={({ field }) => <AllergenChips value={field.value} onChange={field.onChange} />}
      />
    </>
  );
}

/** The 14 allergens as chips that toggle (aria-pressed), a tick on those the dish contains: not colour alone. */
function AllergenChips({ value, onChange }: { value: Allergen[]; onChange: (allergens: Allergen[]) => void }) {
  const { t } = useTranslation('owner');
  const { t: tList } = useTranslation('listofval');
  const legend = useId();
  return (
    <Box role="group" aria-labelledby={legend}>
      <Typography id={legend} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('menu.allergens')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {ALLERGENS.map((allergen) => {
          const pressed = value.includes(allergen);
          return (
            <Chip
              key={allergen}
              label={tList(`allergen.${allergen}`)}
              aria-pressed={pressed}
              icon={pressed ? <CheckIcon /> : undefined}
              color={pressed ? 'primary' : 'default'}
              variant={pressed ? 'filled' : 'outlined'}
              onClick={() =>
                // In the EU's order, whatever the order they were pressed in.
                onChange(
                  pressed
                    ? value.filter((a) => a !== allergen)
                    : ALLERGENS.filter((a) => a === allergen || value.includes(a)),
                )
              }
            />
          );
        })}
      </Box>
    </Box>
  );
}
