import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ERROR_CODES } from '@town/shared/error-codes';
import { LOGO_LIMITS } from '@town/shared/town-display';
import type { TownProfile } from '@town/shared/town';
import { FormAlert } from '../../../components/form-alert.tsx';
import { failureMessage } from '../../../lib/api-errors.ts';
import { useUploadTownLogo } from '../api/upload-town-logo.ts';

const MEGABYTE = 1024 * 1024;
/** What the API takes for a logo (docs/town.md#the-logo): told by content, whatever the name says. */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/avif,image/heic,image/heif';

/**
 * The town's logo: what is shown now, and a new one uploaded at once (the server makes it at
 * the header's and the app icon's sizes). Refusals are explained: a file too large (413), one
 * that is not an image the server reads (415).
 */
export function LogoUpload({ profile, onSaved }: { profile: TownProfile; onSaved?: (profile: TownProfile) => void }) {
  const { t } = useTranslation('adminTown');
  const upload = useUploadTownLogo(onSaved);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const max = LOGO_LIMITS.bytes / MEGABYTE;

  const choose = (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setProblem(null);
    // A refusal known beforehand is told at once, without sending megabytes for nothing.
    if (file.size > LOGO_LIMITS.bytes) {
      setProblem(t('logo.errors.tooLarge', { max }));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t('logo.saved')),
      onError: (error) =>
        setProblem(
          failureMessage(error, {
            byCode: { [ERROR_CODES.rateLimited]: t('errors.rateLimited') },
            byStatus: {
              400: t('logo.errors.shape', { min: LOGO_LIMITS.minSide, ratio: LOGO_LIMITS.maxAspect }),
              413: t('logo.errors.tooLarge', { max }),
              415: t('logo.errors.unsupported'),
              403: t('errors.forbidden'),
            },
            offline: t('errors.network'),
            failed: t('logo.errors.failed'),
          }),
        ),
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
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.default',
        }}
      >
        {profile.logo ? (
          <Box
            component="img"
            data-testid="logo-preview"
            src={profile.logo.src}
            srcSet={profile.logo.srcset}
            sizes={`${profile.logo.width}px`}
            width={profile.logo.width}
            height={profile.logo.height}
            alt={t('logo.alt', { name: profile.name })}
            sx={{ maxWidth: '100%', height: 'auto' }}
          />
        ) : (
          <Typography color="text.secondary">{t('logo.none')}</Typography>
        )}
      </Box>
      <Box>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          data-testid="logo-input"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon aria-hidden />}
          onClick={() => input.current?.click()}
          loading={upload.isPending}
          aria-describedby={hintId}
        >
          {profile.logo ? t('logo.replace') : t('logo.upload')}
        </Button>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('logo.hint', { max })}
        </Typography>
      </Box>
      <FormAlert message={problem} />
    </Stack>
  );
}
