import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm, useFormState, useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { isOnListWith } from '@town/shared/asset-types';
import { ERROR_CODES } from '@town/shared/error-codes';
import type { Language } from '@town/shared/languages';
import { hasSomethingToSubmit } from '@town/shared/listing-submission';
import type { ListingDetail } from '@town/shared/listings';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';
import { failureMessage, formFailure, markServerFields } from '../../../lib/api-errors.ts';
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
import { toMenu, type MenuValues } from '../utils/menu-values.ts';
import { bothChanges, listingChanges, menuChanges } from '../utils/pending-changes.ts';
import { DetailsSection, type SeasonPrices } from './details-section.tsx';
import { fieldId } from './editor-field.tsx';
import { ListingStatusPanel } from './listing-status-panel.tsx';
import { MenuEditor, savedMessages, useMenuForm, type MenuForm } from './menu-editor.tsx';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';
import { PhotosEditor } from './photos-editor.tsx';
import { ContactSection, PlaceSection } from './place-section.tsx';
import { changesSentence, SaveBar, type SaveBarProps } from './save-bar.tsx';
import { TextsEditor } from './texts-editor.tsx';

type Props = {
  lang: Language;
  /** A holiday rental's seasons' nightly prices (null: none yet; absent: not known). */
  seasons?: SeasonPrices | null;
} & ({ detail: ListingDetail; kind?: undefined } | { kind: NewListingKind; detail?: undefined });

/**
 * One editor for every type of listing (docs/listings.md#content-rules): texts per language,
 * place and pin, contact, opening hours, prices and what the type has, then photos and, for a
 * place to eat, the menu. Checked with the shared schema before anything is sent; a new
 * listing is saved as a draft, then photos and the menu can be added. One save bar saves the
 * listing and its menu, and says beforehand what goes live at once and what waits for review.
 */
export function ListingEditor({ detail, kind, lang, seasons }: Props) {
  const { t } = useTranslation('owner');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateListing();
  const update = useUpdateListing(detail?.id ?? '');
  const submitForReview = useSubmitListing(detail?.id ?? '');
  const saveMenu = useUpdateMenu(detail?.id ?? '');
  const form = useForm<EditorValues>({
    resolver: useListingResolver(),
    defaultValues: detail ? valuesOf(detail.content) : emptyValues(kind!),
    mode: 'onTouched',
    // The editor moves the focus itself: a problem may be on a language tab not shown.
    shouldFocusError: false,
  });
  const menuForm = useMenuForm(detail?.content.menu, lang);
  const [textsLang, setTextsLang] = useState<Language>(lang);
  const [focusing, setFocusing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** What the last save or submission did, until the next change. */
  const [outcome, setOutcome] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [type, rent] = useWatch({ control: form.control, name: ['type', 'rent'] });
  const { isDirty } = form.formState;
  const { isDirty: menuDirty } = useFormState({ control: menuForm.form.control });
  const dirty = isDirty || menuDirty;
  // Sending asks the town hall to look: only when there is something new for it to see.
  const submittable = detail !== undefined && (dirty || hasSomethingToSubmit(detail));

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

  /** The listing form's values once checked; null when a field needs the owner's attention (then shown). */
  const checkListing = () =>
    new Promise<EditorValues | null>((resolve) => {
      void form.handleSubmit(
        (values) => resolve(values),
        (errors) => {
          onInvalid(errors);
          resolve(null);
        },
      )();
    });

  /** Saves the listing form; answers whether it was saved. */
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
      }
      return true;
    } catch (error) {
      refused(error);
      return false;
    }
  };

  /**
   * Saves what changed: the listing, then its menu, each checked first (all of it, so every
   * problem shows at once; the listing's first, being higher on the page). Answers whether
   * everything was saved.
   */
  const saveChanges = async (): Promise<boolean> => {
    setProblem(null);
    setOutcome(null);
    const values = !detail || isDirty ? await checkListing() : undefined;
    const menu = menuDirty ? await menuForm.check({ focus: values !== null }) : undefined;
    if (values === null) return false;
    if (menu === null) {
      setProblem(t('menu.errors.check'));
      return false;
    }
    if (values && !(await save(values))) return false;
    if (!detail) return true;
    const said = values ? [t('editor.saved')] : [];
    if (menu) {
      try {
        said.push(...savedMessages(await saveMenu.mutateAsync(menu.menu), t));
        menuForm.markSaved(menu.values);
      } catch (error) {
        const failed = t('menu.errors.saveFailed');
        setProblem(failureMessage(error, { byStatus: { 400: t('menu.errors.refused') }, offline: failed, failed }));
        return false;
      }
    }
    setOutcome(said.join(' '));
    toast.success(said.join(' '));
    return true;
  };

  const onSave = async () => {
    setSaving(true);
    try {
      await saveChanges();
    } finally {
      setSaving(false);
    }
  };

  const onSubmitForReview = async () => {
    setSubmitting(true);
    try {
      if (dirty && !(await saveChanges())) return;
      await submitForReview.mutateAsync();
      setOutcome(t('editor.submitted'));
      toast.success(t('editor.submitted'));
    } catch (error) {
      refused(error);
    } finally {
      setSubmitting(false);
    }
  };

  const shown = fieldsOf({ type, rent });
  const status =
    outcome && !dirty
      ? outcome
      : dirty
        ? t('editor.unsaved')
        : !detail
          ? t('editor.notYetSaved')
          : detail.status === 'published' && !submittable
            ? t('editor.nothingToSubmit')
            : t('editor.allSaved');
  const rental =
    detail && isOnListWith(detail.content, 'bookable')
      ? { calendarPath: localePath(`owner/${detail.id}/calendar`), seasons }
      : undefined;
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
            <DetailsSection rental={rental} />
          </SectionFrame>
        </Box>
      </FormProvider>
      <SectionFrame id="listing-photos" title={t('editor.sections.photos')}>
        {detail ? <PhotosEditor detail={detail} lang={lang} /> : <Typography>{t('editor.saveFirst')}</Typography>}
      </SectionFrame>
      {shown.menu ? (
        <SectionFrame
          id="listing-menu"
          title={t('editor.sections.menu')}
          intro={detail?.status === 'published' ? t('menu.live.note') : t('menu.live.notShown')}
        >
          {detail ? <MenuEditor menuForm={menuForm} /> : <Typography>{t('editor.saveFirst')}</Typography>}
        </SectionFrame>
      ) : null}
      <ListingSaveBar
        form={form}
        menuForm={menuForm}
        detail={dirty ? detail : undefined}
        status={status}
        problem={problem}
        sticky={dirty || submittable || problem !== null}
        save={{
          label: detail ? t('editor.save') : t('editor.saveDraft'),
          onClick: () => void onSave(),
          pending: saving,
          disabled: submitting || (detail !== undefined && !dirty),
          primary: !submittable || !detail,
        }}
        submit={
          submittable
            ? {
                label: dirty ? t('editor.saveAndSubmit') : t('editor.submit'),
                onClick: () => void onSubmitForReview(),
                pending: submitting,
              }
            : null
        }
      />
    </Stack>
  );
}

/**
 * The save bar with what the unsaved changes do, worked out from both forms' values here, so
 * that typing redraws the bar and not the whole editor. `detail` is given only while there are
 * unsaved changes of a stored listing.
 */
function ListingSaveBar({
  form,
  menuForm,
  detail,
  ...bar
}: Omit<SaveBarProps, 'explanation'> & {
  form: UseFormReturn<EditorValues>;
  menuForm: MenuForm;
  detail: ListingDetail | undefined;
}) {
  const { t } = useTranslation('owner');
  const values = useWatch({ control: form.control }) as EditorValues;
  const menuValues = useWatch({ control: menuForm.form.control }) as MenuValues;
  const listingDefaults = form.formState.defaultValues as EditorValues;
  const menuDefaults = menuForm.form.formState.defaultValues as MenuValues;
  const explanation = useMemo(() => {
    if (!detail) return null;
    const changes = bothChanges(
      listingChanges(toContent(listingDefaults).content, toContent(values).content),
      menuChanges(toMenu(menuDefaults), toMenu(menuValues)),
    );
    const { status, pendingChange } = detail;
    return (
      changesSentence(
        changes,
        { published: status === 'published', submissionWaiting: status === 'review' || pendingChange === 'review' },
        t,
      ) || null
    );
  }, [detail, values, menuValues, listingDefaults, menuDefaults, t]);
  return <SaveBar {...bar} explanation={explanation} />;
}
