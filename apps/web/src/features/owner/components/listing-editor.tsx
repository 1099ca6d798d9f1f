import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ERROR_CODES } from '@town/shared/error-codes';
import type { Language } from '@town/shared/languages';
import type { ListingDetail } from '@town/shared/listings';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { formFailure, markServerFields } from '../../../lib/api-errors.ts';
import { useCreateListing } from '../api/create-listing.ts';
import { useSubmitListing } from '../api/submit-listing.ts';
import { useUpdateListing } from '../api/update-listing.ts';
import { useUpdateMenu } from '../api/update-menu.ts';
import { useListingResolver } from '../hooks/use-listing-resolver.ts';
import {
  emptyValues,
  fieldsOf,
  languageOfPath,
  toContent,
  valuesOf,
  type EditorValues,
  type NewListingKind,
} from '../utils/editor-values.ts';
import { editorFieldOf, errorPaths, firstInPageOrder } from '../utils/form-errors.ts';
import { serverMessage } from '../utils/issue-messages.ts';
import { DetailsSection } from './details-section.tsx';
import { fieldId } from './editor-field.tsx';
import { ListingStatusPanel } from './listing-status-panel.tsx';
import { MenuEditor } from './menu-editor.tsx';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';
import { PhotosEditor } from './photos-editor.tsx';
import { ContactSection, PlaceSection } from './place-section.tsx';
import { TextsEditor } from './texts-editor.tsx';
import { hasSomethingToSubmit } from '@town/shared/listing-submission';
import { FormAlert } from '../../../components/form-alert.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';

type Props = { lang: Language } & (
  { detail: ListingDetail; kind?: undefined } | { kind: NewListingKind; detail?: undefined }
);

/**
 * One editor for every type of listing (docs/listings.md#content-rules): texts per language,
 * place and pin, contact, opening hours, prices and what the type has, then photos and, for a
 * place to eat, the menu. Checked with the shared schema before anything is sent; a new
 * listing is saved as a draft, then photos and the menu can be added.
 */
export function ListingEditor({ detail, kind, lang }: Props) {
  const { t } = useTranslation('owner');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateListing();
  const update = useUpdateListing(detail?.id ?? '');
  const submitForReview = useSubmitListing(detail?.id ?? '');
  const menu = useUpdateMenu(detail?.id ?? '');
  const form = useForm<EditorValues>({
    resolver: useListingResolver(),
    defaultValues: detail ? valuesOf(detail.content) : emptyValues(kind!),
    mode: 'onTouched',
    // The editor moves the focus itself: a problem may be on a language tab not shown.
    shouldFocusError: false,
  });
  const [textsLang, setTextsLang] = useState<Language>(lang);
  const [focusing, setFocusing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [type, rent] = useWatch({ control: form.control, name: ['type', 'rent'] });
  const { isDirty } = form.formState;
  const status = detail?.status;
  // Sending asks the town hall to look: only when there is something new for it to see.
  const submittable = detail !== undefined && (isDirty || hasSomethingToSubmit(detail));

  // The field with the problem is shown first (its language's tab), then focused.
  useEffect(() => {
    if (!focusing) return;
    form.setFocus(focusing as never);
    document.getElementById(fieldId(focusing))?.focus();
    setFocusing(null);
  }, [focusing, form, textsLang]);

  const showProblems = (paths: string[]) => {
    const first = firstInPageOrder(paths);
    if (!first || first === 'root') return;
    const language = languageOfPath(first);
    if (language) setTextsLang(language);
    setFocusing(first);
  };

  const onInvalid = (errors: FieldErrors<EditorValues>) => {
    const paths = errorPaths(errors);
    setProblem(t('editor.check', { count: paths.length }));
    showProblems(paths);
  };

  const refused = (error: unknown) => {
    const failure = formFailure(
      error,
      {
        byCode: {
          [ERROR_CODES.validationError]: t('editor.refused'),
          [ERROR_CODES.listingState]: t('actions.errors.state'),
        },
        offline: t('editor.offline'),
        failed: t('editor.failed'),
      },
      {
        fieldOf: editorFieldOf(toContent(form.getValues()).sources, (path) => serverMessage(t, path)),
        fieldsMarked: t('editor.refused'),
      },
    );
    // The editor moves the focus itself: the field may be on a language tab not shown.
    markServerFields(form, failure.fields, { focus: false });
    setProblem(failure.message);
    showProblems(failure.fields.map((field) => field.name));
  };

  /** Saves what the form holds; answers whether it was saved. */
  const save = async (values: EditorValues): Promise<boolean> => {
    const { content } = toContent(values);
    try {
      if (!detail) {
        const { id } = await create.mutateAsync(content);
        form.reset(values);
        toast.success(t('editor.created'));
        void navigate(localePath(`owner/${id}`), { replace: true });
      } else {
        const saved = await update.mutateAsync(content);
        form.reset(valuesOf(saved.content));
        toast.success(t('editor.saved'));
      }
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  const onSave = (event?: BaseSyntheticEvent) => {
    setProblem(null);
    return form.handleSubmit(async (values) => void (await save(values)), onInvalid)(event);
  };

  const onSubmitForReview = () => {
    setProblem(null);
    return form.handleSubmit(async (values) => {
      setSubmitting(true);
      try {
        if (isDirty && !(await save(values))) return;
        await submitForReview.mutateAsync();
        toast.success(t('editor.submitted'));
      } catch (error) {
        refused(error);
      } finally {
        setSubmitting(false);
      }
    }, onInvalid)();
  };

  const shown = fieldsOf({ type, rent });
  return (
    <Stack spacing={3}>
      {detail ? (
        <ListingStatusPanel detail={detail} lang={lang} />
      ) : (
        <Alert severity="info" role="note">
          {t('editor.newIntro')}
        </Alert>
      )}
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          onSubmit={onSave}
          aria-label={t('editor.form')}
          // A column that never grows past the page: the language tabs scroll instead.
          sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}
        >
          <SectionFrame id="listing-texts" title={t('editor.sections.texts')}>
            <TextsEditor type={type} active={textsLang} onActiveChange={setTextsLang} />
          </SectionFrame>
          <SectionFrame id="listing-place" title={t('editor.sections.place')}>
            <PlaceSection type={type} />
          </SectionFrame>
          <SectionFrame id="listing-contact" title={t('editor.sections.contact')} intro={t('editor.contactLive')}>
            <ContactSection />
          </SectionFrame>
          {shown.hours ? (
            <SectionFrame id="listing-hours" title={t('editor.sections.hours')} intro={t('editor.liveAtOnce')}>
              <OpeningHoursEditor />
            </SectionFrame>
          ) : null}
          <SectionFrame id="listing-details" title={t('editor.sections.details')} intro={t('editor.pricesLive')}>
            <DetailsSection />
          </SectionFrame>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
            <FormAlert message={problem} />
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {isDirty
                ? t('editor.unsaved')
                : !detail
                  ? t('editor.notYetSaved')
                  : status === 'published' && !submittable
                    ? t('editor.nothingToSubmit')
                    : t('editor.allSaved')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
              <Button
                type="submit"
                variant={detail ? 'outlined' : 'contained'}
                startIcon={<SaveIcon />}
                loading={!submitting && (create.isPending || update.isPending)}
                disabled={submitting}
              >
                {detail ? t('editor.save') : t('editor.saveDraft')}
              </Button>
              {submittable ? (
                <Button
                  variant="contained"
                  startIcon={<SendIcon />}
                  onClick={() => void onSubmitForReview()}
                  loading={submitting}
                >
                  {isDirty ? t('editor.saveAndSubmit') : t('editor.submit')}
                </Button>
              ) : null}
            </Box>
          </Paper>
        </Box>
      </FormProvider>
      <SectionFrame id="listing-photos" title={t('editor.sections.photos')}>
        {detail ? <PhotosEditor detail={detail} lang={lang} /> : <Typography>{t('editor.saveFirst')}</Typography>}
      </SectionFrame>
      {shown.menu ? (
        <SectionFrame id="listing-menu" title={t('editor.sections.menu')}>
          {detail ? (
            <MenuEditor
              key={detail.id}
              menu={detail.content.menu}
              status={detail.status}
              initialLang={lang}
              onSave={(value) => menu.mutateAsync(value)}
            />
          ) : (
            <Typography>{t('editor.saveFirst')}</Typography>
          )}
        </SectionFrame>
      ) : null}
    </Stack>
  );
}
