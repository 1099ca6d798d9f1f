import { toNestErrors } from '@hookform/resolvers';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  FormProvider,
  useFieldArray,
  useForm,
  useFormContext,
  useWatch,
  type FieldError,
  type FieldErrors,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { WEBCAM_KINDS, WEBCAM_LIMITS, type AdminWebcam } from '@town/shared/webcams';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { failureMessage, markServerFields, serverFields } from '../../../lib/api-errors.ts';
import { ERROR_CODES } from '@town/shared/error-codes';
import {
  CAMERA_FIELDS,
  emptyCamera,
  type CameraField,
  fieldOfPath,
  idFromName,
  problemText,
  typedPosition,
  valuesOf,
  webcamFormIssues,
  type WebcamsFormValues,
} from '../utils/webcam-form.ts';
import { WebcamMap } from './webcam-map.tsx';

/** The form's check: the body it makes, checked with the shared schema the API uses, each problem on its field. */
function useWebcamsResolver(): Resolver<WebcamsFormValues> {
  const { t } = useTranslation('adminWebcams');
  return useCallback(
    (values, _context, options) => {
      const issues = webcamFormIssues(t, values);
      if (issues.length === 0) return { values, errors: {} };
      const flat: Record<string, FieldError> = {};
      for (const issue of issues) flat[issue.name] = { type: 'validate', message: issue.message };
      return { values: {}, errors: toNestErrors(flat, options) };
    },
    [t],
  );
}

/** The first refused field in the form's order, from react-hook-form's errors. */
function firstRefused(errors: FieldErrors<WebcamsFormValues>, count: number): Path<WebcamsFormValues> | undefined {
  for (let index = 0; index < count; index++) {
    const camera = errors.cameras?.[index] as Partial<Record<CameraField, unknown>> | undefined;
    const field = camera && CAMERA_FIELDS.find((name) => camera[name]);
    if (field) return `cameras.${index}.${field}`;
  }
  return undefined;
}

/** The element id of a camera's field: `webcam-3-stillUrl`. */
const fieldId = (index: number, field: string) => `webcam-${index}-${field}`;

interface Props {
  cameras: AdminWebcam[];
  /** Saves the list (PUT /api/v1/admin/webcams) and answers it as stored. */
  onSave: (cameras: AdminWebcam[]) => Promise<AdminWebcam[]>;
}

/**
 * The town's cameras, as the admin keeps them: each one's name, what it looks at, where it
 * stands (on a small map, or typed), its image's address, its operator's page and how often it
 * takes a picture; added, reordered, removed, and saved together, in the order visitors see them.
 */
export function WebcamsForm({ cameras, onSave }: Props) {
  // The kinds are named as the public page names them.
  const { t } = useTranslation(['adminWebcams', 'webcams']);
  const form = useForm<WebcamsFormValues>({
    resolver: useWebcamsResolver(),
    defaultValues: { cameras: cameras.map(valuesOf) },
    // Checked on saving, then as the admin corrects: a new camera is not greeted with problems.
    mode: 'onSubmit',
    // A refused field may be in a closed camera: it is opened first, then focused (below).
    shouldFocusError: false,
  });
  const list = useFieldArray({ control: form.control, name: 'cameras' });
  const values = useWatch({ control: form.control, name: 'cameras' });
  const { isDirty, isSubmitting } = form.formState;
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<Path<WebcamsFormValues> | null>(null);

  // The refused field gets the focus once its camera is open (and its fields are there).
  useEffect(() => {
    if (!focusTarget) return;
    form.setFocus(focusTarget);
    setFocusTarget(null);
  }, [focusTarget, form]);

  const openCamerasOf = (names: readonly string[]) => {
    const keys = names.map((name) => list.fields[Number(name.split('.')[1])]?.id).filter(Boolean) as string[];
    setOpen((current) => new Set([...current, ...keys]));
  };

  const nameOf = (index: number) => values[index]?.name.trim() || t('untitled', { number: index + 1 });

  const submit = (event?: BaseSyntheticEvent) => {
    setProblem(null);
    return form.handleSubmit(
      async (typed) => {
        try {
          // The resolver has checked the body against the schema: what it holds is a list of cameras.
          const saved = await onSave(webcamBody(typed));
          form.reset({ cameras: saved.map(valuesOf) });
          setOpen(new Set());
          toast.success(t('saved'));
        } catch (error) {
          const fields = serverFields(error, {
            fieldOf: (found) => {
              const at = fieldOfPath(found.path);
              return at
                ? { name: `cameras.${at.index}.${at.field}`, message: problemText(t, at.field, found.message) }
                : null;
            },
          });
          if (fields.length) {
            markServerFields(form, fields, { focus: false });
            openCamerasOf(fields.map((field) => field.name));
            setFocusTarget(fields[0]!.name as Path<WebcamsFormValues>);
            setProblem(t('errors.check'));
          } else {
            setProblem(
              failureMessage(error, {
                byCode: { [ERROR_CODES.rateLimited]: t('errors.rateLimited') },
                byStatus: { 403: t('errors.forbidden') },
                offline: t('errors.network'),
                failed: t('errors.failed'),
              }),
            );
          }
        }
      },
      (errors) => {
        const first = firstRefused(errors, form.getValues('cameras').length);
        const refused = form
          .getValues('cameras')
          .flatMap((_, index) => (errors.cameras?.[index] ? [`cameras.${index}`] : []));
        openCamerasOf(refused);
        if (first) setFocusTarget(first);
        setProblem(errors.root?.message ?? t('errors.check'));
      },
    )(event);
  };

  // A camera just added is opened, and its name focused, once the list has rendered it.
  const openAdded = useRef(false);
  const add = () => {
    openAdded.current = true;
    list.append(emptyCamera(), { shouldFocus: false });
  };
  useEffect(() => {
    if (!openAdded.current) return;
    openAdded.current = false;
    const index = list.fields.length - 1;
    const added = list.fields[index];
    if (!added) return;
    setOpen((current) => new Set([...current, added.id]));
    setFocusTarget(`cameras.${index}.name`);
  }, [list.fields]);

  /** Moves a camera, keeping the focus on a button of the camera moved. */
  const move = (from: number, to: number, key: string) => {
    list.move(from, to);
    requestAnimationFrame(() => {
      const towards = document.getElementById(`${key}-${to < from ? 'up' : 'down'}`) as HTMLButtonElement | null;
      const other = document.getElementById(`${key}-${to < from ? 'down' : 'up'}`) as HTMLButtonElement | null;
      (towards && !towards.disabled ? towards : other)?.focus();
    });
  };

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('form')}
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
      >
        <Typography sx={{ maxWidth: 720 }}>{t('intro')}</Typography>
        {list.fields.length === 0 ? (
          <Typography>{t('empty')}</Typography>
        ) : (
          <Box
            component="ol"
            aria-label={t('list')}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
          >
            {list.fields.map((field, index) => {
              const expanded = open.has(field.id);
              const name = nameOf(index);
              const detailsId = `${field.id}-details`;
              const headingId = `${field.id}-heading`;
              const kind = values[index]?.kind;
              return (
                <Paper
                  key={field.id}
                  component="li"
                  variant="outlined"
                  aria-labelledby={headingId}
                  data-testid="admin-webcam"
                  sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
                >
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
                      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
                        {name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {[kind ? t(`webcams:kinds.${kind}`) : null, values[index]?.id || null]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                    </Box>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}>
                      <Button
                        size="small"
                        startIcon={expanded ? <ExpandLessIcon /> : <EditIcon />}
                        aria-expanded={expanded}
                        aria-controls={detailsId}
                        aria-label={expanded ? t('closeNamed', { name }) : t('editNamed', { name })}
                        onClick={() =>
                          setOpen((current) => {
                            const next = new Set(current);
                            if (expanded) next.delete(field.id);
                            else next.add(field.id);
                            return next;
                          })
                        }
                      >
                        {expanded ? t('close') : t('edit')}
                      </Button>
                      <IconButton
                        id={`${field.id}-up`}
                        onClick={() => move(index, index - 1, field.id)}
                        disabled={index === 0}
                        aria-label={t('moveUp', { name })}
                      >
                        <ArrowUpwardIcon />
                      </IconButton>
                      <IconButton
                        id={`${field.id}-down`}
                        onClick={() => move(index, index + 1, field.id)}
                        disabled={index === list.fields.length - 1}
                        aria-label={t('moveDown', { name })}
                      >
                        <ArrowDownwardIcon />
                      </IconButton>
                      <IconButton
                        onClick={() => {
                          list.remove(index);
                          toast.info(t('removed', { name }));
                        }}
                        aria-label={t('remove', { name })}
                      >
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Box>
                  </Box>
                  {expanded ? (
                    <Box id={detailsId} sx={{ mt: 2 }}>
                      <CameraFields index={index} name={name} neighbour={values.find((_, i) => i !== index)} />
                    </Box>
                  ) : null}
                </Paper>
              );
            })}
          </Box>
        )}
        <Box>
          <Button startIcon={<AddIcon />} onClick={add} disabled={list.fields.length >= WEBCAM_LIMITS.cameras}>
            {t('add')}
          </Button>
        </Box>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <Button type="submit" variant="contained" startIcon={<SaveIcon />} loading={isSubmitting}>
            {t('save')}
          </Button>
          {isDirty ? (
            <Typography variant="body2" color="text.secondary">
              {t('unsaved')}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </FormProvider>
  );
}

/** The checked values as the API takes them. */
function webcamBody(values: WebcamsFormValues): AdminWebcam[] {
  return values.cameras.map((camera) => ({
    id: camera.id.trim(),
    name: camera.name.trim(),
    kind: camera.kind as AdminWebcam['kind'],
    position: typedPosition(camera)!,
    stillUrl: camera.stillUrl.trim(),
    pageUrl: camera.pageUrl.trim(),
    refreshSeconds: Number(camera.refreshSeconds.trim()),
  }));
}

/** One camera's fields; its id follows its name while the camera is new and the admin has not typed one. */
function CameraFields({
  index,
  name,
  neighbour,
}: {
  index: number;
  name: string;
  neighbour?: { lat: string; lng: string };
}) {
  const { t } = useTranslation('adminWebcams');
  const { t: tKinds } = useTranslation('webcams');
  const { control, setValue, getValues, formState } = useFormContext<WebcamsFormValues>();
  const path = `cameras.${index}` as const;
  const [typedName, isNew, lat, lng] = useWatch({
    control,
    name: [`${path}.name`, `${path}.isNew`, `${path}.lat`, `${path}.lng`],
  });
  const suggested = useRef<string | null>(null);
  useEffect(() => {
    if (!isNew) return;
    const id = getValues(`${path}.id`);
    if (id !== '' && id !== suggested.current) return;
    const next = idFromName(typedName);
    suggested.current = next;
    if (next !== id) setValue(`${path}.id`, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  }, [typedName, isNew, path, getValues, setValue, formState.isSubmitted]);

  const position = typedPosition({ lat, lng });
  const start = neighbour ? (typedPosition(neighbour) ?? undefined) : undefined;
  const describeError = (error: FieldError) => error.message ?? '';
  const text = (field: Exclude<CameraField, 'kind'>) => ({
    control,
    name: `${path}.${field}` as const,
    id: fieldId(index, field),
    describeError,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <FormTextField
          {...text('name')}
          label={t('fields.name')}
          hint={t('fields.nameHint')}
          required
          slotProps={{ htmlInput: { maxLength: WEBCAM_LIMITS.name } }}
        />
        <FormTextField
          {...text('id')}
          label={t('fields.id')}
          hint={t('fields.idHint')}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: WEBCAM_LIMITS.id, spellCheck: false, autoCapitalize: 'none' } }}
        />
      </Box>
      <FormTextField
        control={control}
        name={`${path}.kind`}
        id={fieldId(index, 'kind')}
        describeError={describeError}
        label={t('fields.kind')}
        select
        required
      >
        {WEBCAM_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {tKinds(`kinds.${kind}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <Box>
        <Typography sx={{ mb: 1 }}>{t('fields.positionHelp')}</Typography>
        <WebcamMap
          name={name}
          position={position}
          start={start}
          onMove={(moved) => {
            const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };
            setValue(`${path}.lat`, String(moved.lat), options);
            setValue(`${path}.lng`, String(moved.lng), options);
          }}
        />
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <FormTextField
          {...text('lat')}
          label={t('fields.lat')}
          hint={t('fields.coordinatesHint')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <FormTextField
          {...text('lng')}
          label={t('fields.lng')}
          hint={t('fields.coordinatesHint')}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Box>
      <FormTextField
        {...text('stillUrl')}
        label={t('fields.stillUrl')}
        hint={t('fields.stillUrlHint')}
        required
        type="url"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: WEBCAM_LIMITS.url, spellCheck: false } }}
        sx={{ '& .MuiFormHelperText-root': { overflowWrap: 'anywhere' } }}
      />
      <FormTextField
        {...text('pageUrl')}
        label={t('fields.pageUrl')}
        hint={t('fields.pageUrlHint')}
        required
        type="url"
        autoComplete="off"
        slotProps={{ htmlInput: { maxLength: WEBCAM_LIMITS.url, spellCheck: false } }}
      />
      <FormTextField
        {...text('refreshSeconds')}
        label={t('fields.refreshSeconds')}
        hint={t('fields.refreshHint', WEBCAM_LIMITS.refreshSeconds)}
        required
        sx={{ maxWidth: { sm: '20rem' } }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </Box>
  );
}
