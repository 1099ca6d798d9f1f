import VisibilityIcon from '@mui/icons-material/Visibility';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { toNestErrors } from '@hookform/resolvers';
import { useCallback, useEffect, useState, type BaseSyntheticEvent } from 'react';
import {
  FormProvider,
  useForm,
  useFormState,
  useWatch,
  type FieldError,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ERROR_CODES } from '@town/shared/error-codes';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import type { TownProfile } from '@town/shared/town';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formFailure, markServerFields } from '../../../lib/api-errors.ts';
import { useAdminPage, type AdminPage } from '../api/admin-page.ts';
import { useAdminPages } from '../api/admin-pages.ts';
import { useSavePage } from '../api/save-page.ts';
import { useTownProfile } from '../api/town-profile.ts';
import { errorNames } from '../utils/form-errors.ts';
import {
  isWritten,
  NEW_PAGE,
  PAGE_LIMITS,
  pageFormIssues,
  pageFormValues,
  toPageTexts,
  type PageFormValues,
} from '../utils/page-form.ts';
import { AdminHeading } from './admin-heading.tsx';
import { MarkdownField, pageFieldId } from './markdown-field.tsx';
import { pageTitle } from './pages-list.tsx';
import { PageRevisions } from './page-revisions.tsx';
import { PublishedView } from './published-view.tsx';

/**
 * /{lang}/admin/pages/{slug} and /{lang}/admin/pages/new: a page's title and Markdown per
 * language, with a live preview, the placeholders to put in, what visitors read once saved,
 * and its revisions to compare and restore. Each save is a revision.
 */
export function PageEditorPage({ slug, lang }: { slug?: string; lang: string }) {
  const { t } = useTranslation('adminPages');
  const isNew = slug === undefined;
  const profile = useTownProfile();
  const page = useAdminPage(slug ?? NEW_PAGE, !isNew);
  const pages = useAdminPages();
  const heading = (
    <AdminHeading
      page={isNew ? 'pageNew' : 'pageEdit'}
      values={{ title: page.data ? pageTitle(page.data, lang) : (slug ?? '') }}
    />
  );
  const loading = profile.isPending || (isNew ? pages.isPending : page.isPending);
  const failed = profile.isError || (isNew ? pages.isError : page.isError);
  if (loading)
    return (
      <>
        {heading}
        <Loading label={t('loading')} />
      </>
    );
  if (failed)
    return (
      <>
        {heading}
        <LoadError
          message={t('errors.load')}
          onRetry={() => void Promise.all([profile.refetch(), isNew ? pages.refetch() : page.refetch()])}
        />
      </>
    );
  return (
    <>
      {heading}
      <PageEditor
        key={slug ?? NEW_PAGE}
        lang={lang}
        profile={profile.data!}
        page={isNew ? undefined : page.data!}
        taken={(pages.data ?? []).map((p) => p.slug)}
      />
    </>
  );
}

const usePageResolver = (isNew: boolean, taken: readonly string[], first: Language): Resolver<PageFormValues> => {
  const { t } = useTranslation('adminPages');
  return useCallback(
    (values, _context, options) => {
      const issues = pageFormIssues(t, values, { isNew, taken, first });
      if (issues.length === 0) return { values, errors: {} };
      const flat: Record<string, FieldError> = {};
      for (const issue of issues) flat[issue.name] = { type: 'validate', message: issue.message };
      return { values: {}, errors: toNestErrors(flat, options) };
    },
    [t, isNew, taken, first],
  );
};

function PageEditor({
  lang,
  profile,
  page,
  taken,
}: {
  lang: string;
  profile: TownProfile;
  page?: AdminPage;
  taken: string[];
}) {
  const { t } = useTranslation(['adminPages', 'admin']);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const save = useSavePage();
  const isNew = page === undefined;
  // The tabs: the languages the town offers, and any other the page is written in.
  const tabs = SUPPORTED_LANGUAGES.filter((l) => profile.languages.includes(l) || page?.texts[l]);
  const [active, setActive] = useState<Language>(
    tabs.includes(lang as Language) ? (lang as Language) : profile.defaultLanguage,
  );
  const form = useForm<PageFormValues>({
    resolver: usePageResolver(isNew, taken, tabs[0] ?? profile.defaultLanguage),
    defaultValues: pageFormValues(page?.slug ?? '', page?.texts ?? {}),
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const { isDirty, errors } = useFormState({ control: form.control });
  const texts = useWatch({ control: form.control, name: 'texts' });
  const [problem, setProblem] = useState<string | null>(null);
  const [focusing, setFocusing] = useState<string | null>(null);
  const [savedOnce, setSavedOnce] = useState(false);

  useEffect(() => {
    if (!focusing) return;
    document.getElementById(pageFieldId(focusing))?.focus();
    setFocusing(null);
  }, [focusing, active]);

  const showProblems = (names: string[]) => {
    const first = names.find((name) => name === 'slug') ?? names[0];
    if (!first) return;
    const language = /^texts\.(\w\w)\./.exec(first)?.[1] as Language | undefined;
    if (language) setActive(language);
    setFocusing(first);
  };

  const onInvalid = (found: FieldErrors<PageFormValues>) => {
    const names = errorNames(found);
    setProblem(t('editor.check', { count: names.length }));
    showProblems(names);
  };

  const onSubmit = (event?: BaseSyntheticEvent) => {
    setProblem(null);
    return form.handleSubmit(async (formValues) => {
      const slug = isNew ? formValues.slug.trim() : page.slug;
      try {
        const saved = await save.mutateAsync({ slug, texts: toPageTexts(formValues) });
        form.reset(pageFormValues(saved.slug, saved.texts));
        setSavedOnce(true);
        toast.success(t('editor.saved'));
        if (isNew) void navigate(localePath(`admin/pages/${saved.slug}`), { replace: true });
      } catch (error) {
        const failure = formFailure(
          error,
          {
            byCode: {
              [ERROR_CODES.validationError]: t('editor.refused'),
              [ERROR_CODES.rateLimited]: t('errors.rateLimited'),
            },
            byStatus: { 403: t('errors.forbidden'), 404: t('errors.notFound') },
            offline: t('errors.network'),
            failed: t('errors.failed'),
          },
          {
            fieldOf: ({ name }) => {
              // The API names `texts.ca.title`, or the slug in the path.
              if (/^texts\.\w\w\.(title|body)$/.test(name)) {
                const field = name.endsWith('title') ? 'title' : 'body';
                return {
                  name,
                  message:
                    field === 'title'
                      ? t('errors.titleLong', { max: PAGE_LIMITS.title })
                      : t('errors.bodyLong', { max: PAGE_LIMITS.body }),
                };
              }
              return null;
            },
            fieldsMarked: t('editor.refused'),
          },
        );
        markServerFields(form, failure.fields, { focus: false });
        setProblem(failure.message);
        showProblems(failure.fields.map((field) => field.name));
      }
    }, onInvalid)(event);
  };

  const textErrors = errors.texts as Partial<Record<Language, unknown>> | undefined;
  return (
    <Stack spacing={3}>
      {page?.required ? (
        <Alert severity="info" role="note">
          {t('editor.requiredNote')}
        </Alert>
      ) : null}
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('editor.form')}
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
        >
          {isNew ? (
            <SectionFrame title={t('editor.address')} intro={t('editor.addressIntro')}>
              <FormTextField
                control={form.control}
                name="slug"
                id={pageFieldId('slug')}
                label={t('editor.slug')}
                required
                describeError={(error) => error.message ?? ''}
                hint={t('editor.slugHint', { path: `/${lang}/info/…` })}
                autoComplete="off"
                slotProps={{ htmlInput: { maxLength: PAGE_LIMITS.slug, spellCheck: false, autoCapitalize: 'none' } }}
              />
            </SectionFrame>
          ) : null}
          <SectionFrame title={t('editor.texts')} intro={t('editor.textsIntro')}>
            <Tabs
              value={active}
              onChange={(_event, next: Language) => setActive(next)}
              variant="scrollable"
              scrollButtons="auto"
              allowScrollButtonsMobile
              aria-label={t('editor.tabs')}
              sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
            >
              {tabs.map((l) => {
                const state = textErrors?.[l] ? 'problem' : isWritten(texts[l]) ? 'written' : 'empty';
                return (
                  <Tab
                    key={l}
                    value={l}
                    id={`page-tab-${l}`}
                    aria-controls="page-texts-panel"
                    data-state={state}
                    label={
                      <span>
                        <span aria-hidden="true">
                          {l.toUpperCase()}
                          {state === 'problem' ? ' !' : state === 'empty' ? ' ○' : ''}
                        </span>
                        <Box component="span" sx={visuallyHidden}>
                          {t(`editor.tabState.${state}`, { language: t(`admin:languages.${l}`) })}
                        </Box>
                      </span>
                    }
                    sx={{ minWidth: 64, minHeight: 48 }}
                  />
                );
              })}
            </Tabs>
            <Box
              role="tabpanel"
              id="page-texts-panel"
              aria-labelledby={`page-tab-${active}`}
              sx={{ display: 'grid', gap: 2.5 }}
            >
              <FormTextField
                key={`title-${active}`}
                control={form.control}
                name={`texts.${active}.title`}
                id={pageFieldId(`texts.${active}.title`)}
                label={t('editor.title', { language: t(`admin:languages.${active}`) })}
                describeError={(error) => error.message ?? ''}
                slotProps={{ htmlInput: { lang: active, maxLength: PAGE_LIMITS.title } }}
              />
              <MarkdownField
                key={`body-${active}`}
                lang={active}
                label={t('editor.body', { language: t(`admin:languages.${active}`) })}
              />
            </Box>
          </SectionFrame>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
            <FormAlert message={problem} />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {isDirty ? t('editor.unsaved') : isNew ? t('editor.notYetSaved') : t('editor.allSaved')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <Button type="submit" variant="contained" startIcon={<SaveIcon aria-hidden />} loading={save.isPending}>
                {t('editor.save')}
              </Button>
              {page ? (
                <Link
                  component={RouterLink}
                  to={`/${active}/info/${page.slug}`}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 24 }}
                >
                  <VisibilityIcon aria-hidden fontSize="small" />
                  {t('editor.openPage', { language: t(`admin:languages.${active}`) })}
                </Link>
              ) : null}
              <Button component={RouterLink} to={localePath('admin/pages')}>
                {t('editor.back')}
              </Button>
            </Box>
          </Paper>
        </Box>
      </FormProvider>
      {page ? (
        <>
          <SectionFrame
            id="page-published"
            title={t('published.title')}
            intro={t(savedOnce ? 'published.introSaved' : 'published.intro')}
          >
            <PublishedView slug={page.slug} textLang={active} lang={lang} />
          </SectionFrame>
          <SectionFrame id="page-revisions" title={t('revisions.title')} intro={t('revisions.intro')}>
            <PageRevisions
              page={page}
              lang={lang}
              onRestored={(restored) => {
                form.reset(pageFormValues(restored.slug, restored.texts));
                setSavedOnce(true);
              }}
            />
          </SectionFrame>
        </>
      ) : null}
    </Stack>
  );
}
