import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ERROR_CODES } from '@town/shared/error-codes';
import { LOGO_LIMITS, TOWN_PHOTO_LIMITS } from '@town/shared/town-display';
import type { TownProfile } from '@town/shared/town';
import { FormAlert } from '../../../components/form-alert.tsx';
import { failureMessage } from '../../../lib/api-errors.ts';
import { useRemoveTownPicture } from '../api/remove-town-picture.ts';
import { useUploadTownPicture, type TownPictureKind } from '../api/upload-town-picture.ts';

const MEGABYTE = 1024 * 1024;
/** What the API takes for the town's pictures (docs/town.md): told by content, whatever the name says. */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/heic,image/heif';

/** Each picture's limits, as its texts name them (`<kind>.hint`, `<kind>.errors.shape`). */
const LIMITS = {
  logo: { bytes: LOGO_LIMITS.bytes, shape: { min: LOGO_LIMITS.minSide, ratio: LOGO_LIMITS.maxAspect } },
  photo: { bytes: TOWN_PHOTO_LIMITS.bytes, shape: { min: TOWN_PHOTO_LIMITS.minWidth } },
} as const;

interface Props {
  kind: TownPictureKind;
  profile: TownProfile;
  onSaved?: (profile: TownProfile) => void;
}

/**
 * One of the town's pictures (the logo, the photograph): what is shown now, a new one uploaded
 * at once (the server makes it at its sizes), or taken away. Refusals are explained: a file too
 * large (413), one that is not an image the server reads (415), one of the wrong shape (400).
 */
export function TownPictureUpload({ kind, profile, onSaved }: Props) {
  const { t } = useTranslation('adminTown');
  const upload = useUploadTownPicture(kind, onSaved);
  const remove = useRemoveTownPicture(kind, onSaved);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const limits = LIMITS[kind];
  const max = limits.bytes / MEGABYTE;
  const current = profile[kind];
  const messages = (failed: string, byStatus: Record<number, string> = {}) => ({
    byCode: { [ERROR_CODES.rateLimited]: t('errors.rateLimited') },
    byStatus: { ...byStatus, 403: t('errors.forbidden') },
    offline: t('errors.network'),
    failed,
  });

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(null);
    // A refusal known beforehand is told at once, without sending megabytes for nothing.
    if (file.size > limits.bytes) {
      setProblem(t(`${kind}.errors.tooLarge`, { max }));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t(`${kind}.saved`)),
      onError: (error) =>
        setProblem(
          failureMessage(
            error,
            messages(t(`${kind}.errors.failed`), {
              400: t(`${kind}.errors.shape`, limits.shape),
              413: t(`${kind}.errors.tooLarge`, { max }),
              415: t(`${kind}.errors.unsupported`),
            }),
          ),
        ),
    });
  };

  const takeAway = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success(t(`${kind}.removed`)),
      onError: (error) => setProblem(failureMessage(error, messages(t(`${kind}.errors.failed`)))),
    });
  };

  return (
    <Stack spacing={2}>
      <Box
        sx={{
          minHeight: 96,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: kind === 'logo' ? 2 : 0,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.default',
        }}
      >
        {current ? (
          <Box
            component="img"
            data-testid={`${kind}-preview`}
            src={current.src}
            srcSet={current.srcset}
            sizes={kind === 'logo' ? `${current.width}px` : '(min-width: 900px) 720px, 100vw'}
            width={current.width}
            height={current.height}
            alt={t(`${kind}.alt`, { name: profile.name })}
            sx={
              kind === 'logo'
                ? { maxWidth: '100%', height: 'auto' }
                : { width: '100%', height: 'auto', display: 'block' }
            }
          />
        ) : (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t(`${kind}.none`)}
          </Typography>
        )}
      </Box>
      <Box>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid={`${kind}-input`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadIcon aria-hidden />}
            onClick={() => input.current?.click()}
            loading={upload.isPending}
            aria-describedby={hintId}
          >
            {current ? t(`${kind}.replace`) : t(`${kind}.upload`)}
          </Button>
          {current && (
            <Button
              color="inherit"
              startIcon={<DeleteOutlineIcon aria-hidden />}
              onClick={takeAway}
              loading={remove.isPending}
            >
              {t(`${kind}.remove`)}
            </Button>
          )}
        </Stack>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(`${kind}.hint`, { max, ...limits.shape })}
        </Typography>
      </Box>
      <FormAlert message={problem} />
    </Stack>
  );
}
