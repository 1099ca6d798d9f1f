import { arrayMove } from '@dnd-kit/sortable';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import StarIcon from '@mui/icons-material/Star';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '@town/shared/languages';
import { ERROR_CODES } from '@town/shared/error-codes';
import { LISTING_LIMITS, type ListingDetail, type ListingPhoto } from '@town/shared/listings';
import { failureMessage } from '../../../lib/api-errors.ts';
import { useDeletePhoto } from '../api/delete-photo.ts';
import { ownerKeys } from '../api/query-keys.ts';
import { useUpdatePhotos } from '../api/update-photos.ts';
import { uploadPhoto } from '../api/upload-photo.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SortableList } from './sortable-list.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';

/** The types the server reads (docs/listings.md#photos); it decides by content all the same. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif,.heic,.heif,.avif';
const MEGABYTE = 1024 * 1024;

interface Upload {
  key: string;
  file: File;
  /** Share sent, 0…1. */
  progress: number;
  state: 'waiting' | 'uploading' | 'failed';
  problem?: string;
}

/** The smallest rendition at least `width` wide, else the largest: a sharp thumbnail, few bytes. */
function thumbnailOf(photo: ListingPhoto, width: number): string {
  const sources = [...(photo.thumbnails.length ? photo.thumbnails : photo.srcset)].sort((a, b) => a.width - b.width);
  return (sources.find((s) => s.width >= width) ?? sources.at(-1))?.url ?? photo.src;
}

/**
 * The listing's photos: several chosen at once, each uploading with its own progress bar
 * and its own error; reordered by dragging or with buttons (the first is the cover);
 * described per language; deleted. Every change is saved at once.
 */
export function PhotosEditor({ detail, lang }: { detail: ListingDetail; lang: Language }) {
  const { t } = useTranslation('owner');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const running = useRef(false);
  const queue = useRef<Upload[]>([]);
  const order = useUpdatePhotos(detail.id);
  const remove = useDeletePhoto(detail.id);
  const [describing, setDescribing] = useState<ListingPhoto | null>(null);
  const [deleting, setDeleting] = useState<ListingPhoto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();

  // While a new order is being saved, show it already.
  const pendingOrder = order.isPending ? order.variables : undefined;
  const photos = pendingOrder
    ? pendingOrder.flatMap(({ id, alt }) => {
        const photo = detail.photos.find((p) => p.id === id);
        return photo ? [{ ...photo, alt }] : [];
      })
    : detail.photos;

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const tooLarge = t('photos.errors.tooLarge', { max: LISTING_LIMITS.imageBytes / MEGABYTE });
  const tooMany = t('photos.errors.tooMany', { max: LISTING_LIMITS.images });
  const problemOf = (error: unknown): string =>
    failureMessage(error, {
      byCode: {
        [ERROR_CODES.photoStorageFull]: t('photos.errors.storageFull', {
          max: LISTING_LIMITS.ownerPhotoBytes / MEGABYTE,
        }),
        [ERROR_CODES.photoTooComplex]: t('photos.errors.tooComplex'),
      },
      byStatus: {
        413: tooLarge,
        415: t('photos.errors.unsupported'),
        429: t('photos.errors.rateLimited'),
        503: t('photos.errors.busy'),
        409: tooMany,
        400: tooMany,
      },
      offline: t('photos.errors.network'),
      failed: t('photos.errors.failed'),
    });

  /** One upload after another: the server re-encodes each photo, and the owner sees each finish. */
  const run = async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { key, file } = next;
        patch(key, { state: 'uploading' });
        try {
          await uploadPhoto(detail.id, file, (progress) => patch(key, { progress }));
          await queryClient.invalidateQueries({ queryKey: ownerKeys.all });
          setUploads((list) => list.filter((upload) => upload.key !== key));
        } catch (error) {
          patch(key, { state: 'failed', problem: problemOf(error) });
        }
      }
    } finally {
      running.current = false;
    }
  };

  const choose = (files: FileList | null) => {
    if (!files?.length) return;
    const room = LISTING_LIMITS.images - detail.photos.length - queue.current.length;
    const added = [...files].map((file, index): Upload => {
      const key = `${Date.now()}-${index}-${file.name}`;
      // Known refusals are told at once, without sending megabytes for nothing.
      if (file.size > LISTING_LIMITS.imageBytes) {
        return { key, file, progress: 0, state: 'failed', problem: tooLarge };
      }
      if (index >= room) {
        return { key, file, progress: 0, state: 'failed', problem: tooMany };
      }
      return { key, file, progress: 0, state: 'waiting' };
    });
    setUploads((list) => [...list, ...added]);
    queue.current.push(...added.filter((upload) => upload.state === 'waiting'));
    if (input.current) input.current.value = '';
    void run();
  };

  const save = (next: ListingPhoto[]) => {
    setProblem(null);
    order.mutate(
      next.map(({ id, alt }) => ({ id, alt })),
      { onError: () => setProblem(t('photos.errors.saveFailed')) },
    );
  };

  const nameOf = (id: string, index: number) => t('photos.name', { number: index + 1 });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('photos.intro', { max: LISTING_LIMITS.images })}</Typography>
      <Box>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          onChange={(event) => choose(event.target.files)}
          data-testid="photo-input"
        />
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => input.current?.click()}
          disabled={detail.photos.length >= LISTING_LIMITS.images}
        >
          {t('photos.add')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('photos.formats', { max: LISTING_LIMITS.imageBytes / MEGABYTE })}
        </Typography>
      </Box>
      {uploads.length ? (
        <Box
          component="ul"
          aria-label={t('photos.uploads')}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onDismiss={() => setUploads((list) => list.filter((u) => u.key !== upload.key))}
            />
          ))}
        </Box>
      ) : null}
      <FormAlert message={problem} />
      {photos.length === 0 ? (
        <Typography>{t('photos.none')}</Typography>
      ) : (
        <SortableList
          ids={photos.map((photo) => photo.id)}
          label={t('photos.gallery')}
          layout="grid"
          nameOf={nameOf}
          onMove={(from, to) => save(arrayMove(photos, from, to))}
          renderItem={(id, index, { handle, moveButtons }) => {
            const photo = photos[index]!;
            const alt = photo.alt[lang] || photo.alt.es || '';
            return (
              <Paper variant="outlined" data-testid="photo-card" sx={{ overflow: 'hidden', height: '100%' }}>
                <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
                  <Box
                    component="img"
                    src={thumbnailOf(photo, 320)}
                    alt={alt || t('photos.name', { number: index + 1 })}
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                  />
                  {index === 0 ? (
                    <Chip
                      icon={<StarIcon aria-hidden />}
                      label={t('photos.cover')}
                      size="small"
                      sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper' }}
                    />
                  ) : null}
                </Box>
                <Box sx={{ p: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {nameOf(id, index)}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ minHeight: '1.5em', overflowWrap: 'anywhere' }}
                  >
                    {alt || t('photos.noAlt')}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                    {handle}
                    {moveButtons}
                    <IconButton
                      onClick={() => setDescribing(photo)}
                      aria-label={t('photos.describe', { item: nameOf(id, index) })}
                    >
                      <TextFieldsIcon />
                    </IconButton>
                    <IconButton
                      onClick={() => setDeleting(photo)}
                      aria-label={t('photos.delete', { item: nameOf(id, index) })}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Box>
                </Box>
              </Paper>
            );
          }}
        />
      )}
      {describing ? (
        <AltTextsDialog
          photo={describing}
          name={nameOf(
            describing.id,
            photos.findIndex((p) => p.id === describing.id),
          )}
          onClose={() => setDescribing(null)}
          onSave={(alt) => {
            save(photos.map((photo) => (photo.id === describing.id ? { ...photo, alt } : photo)));
            setDescribing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('photos.deleteTitle')}
        text={t('photos.deleteText')}
        confirm={t('photos.deleteConfirm')}
        cancel={t('actions.cancel')}
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: () => {
              setDeleting(null);
              setProblem(t('photos.errors.deleteFailed'));
            },
          })
        }
      />
    </Stack>
  );
}

function UploadRow({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  const { t } = useTranslation('owner');
  const percent = Math.round(upload.progress * 100);
  const labelId = useId();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="photo-upload" data-state={upload.state}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={labelId} variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {upload.file.name}
        </Typography>
        {upload.state === 'failed' ? (
          <IconButton size="small" onClick={onDismiss} aria-label={t('photos.dismiss', { file: upload.file.name })}>
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : (
          <Typography variant="body2" color="text.secondary" aria-hidden="true">
            {upload.state === 'waiting' ? t('photos.waiting') : `${percent} %`}
          </Typography>
        )}
      </Box>
      {upload.state === 'failed' ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {upload.problem}
        </Alert>
      ) : (
        <LinearProgress
          variant={upload.state === 'waiting' ? 'indeterminate' : 'determinate'}
          value={percent}
          aria-labelledby={labelId}
          aria-valuetext={upload.state === 'waiting' ? t('photos.waiting') : t('photos.progress', { percent })}
          sx={{ mt: 1 }}
        />
      )}
    </Paper>
  );
}

function AltTextsDialog({
  photo,
  name,
  onClose,
  onSave,
}: {
  photo: ListingPhoto;
  name: string;
  onClose: () => void;
  onSave: (alt: ListingPhoto['alt']) => void;
}) {
  const { t } = useTranslation('owner');
  const [alt, setAlt] = useState<Partial<Record<Language, string>>>({ ...photo.alt });
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('photos.altTitle', { item: name })}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(
            Object.fromEntries(
              Object.entries(alt).flatMap(([lang, text]) => (text?.trim() ? [[lang, text.trim()]] : [])),
            ),
          );
        }}
      >
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Typography color="text.secondary">{t('photos.altIntro')}</Typography>
          {SUPPORTED_LANGUAGES.map((lang) => (
            <TextField
              key={lang}
              label={t('photos.altIn', { language: t(`languages.${lang}`) })}
              value={alt[lang] ?? ''}
              onChange={(event) => setAlt((texts) => ({ ...texts, [lang]: event.target.value }))}
              slotProps={{ htmlInput: { lang, maxLength: LISTING_LIMITS.altText } }}
              fullWidth
            />
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained">
            {t('photos.altSave')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
