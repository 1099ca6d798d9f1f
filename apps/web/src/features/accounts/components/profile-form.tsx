import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { profileUpdateSchema, THEMES, type Theme, type User } from '@town/shared/accounts';
import { LANGUAGES } from '@town/shared/languages';
import { useLang } from '../../../components/lang-link.tsx';
import { useThemeStore } from '../../../lib/theme-store.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { withLanguage } from '../utils/redirect.ts';
import { FormError } from './form-error.tsx';
import { AccountTextField } from './text-field.tsx';

const valuesOf = (user: User) => ({ name: user.name, phone: user.phone ?? '', lang: user.lang, theme: user.theme });

/**
 * Name, phone, language and theme. Saving applies them here and now: the theme to the
 * page, the language by moving to the same page under its prefix.
 */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const setTheme = useThemeStore((s) => s.setMode);
  const update = useUpdateProfile();
  const form = useAccountForm(profileUpdateSchema, valuesOf(user));

  const submit = form.submit((changes) =>
    update.mutate(changes, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        setTheme(saved.theme);
        if (saved.lang !== lang) void navigate(withLanguage(location, saved.lang));
      },
      onError: form.showApiError,
    }),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="profile-details-heading">
      <Typography id="profile-details-heading" variant="h2" component="h2" sx={{ mb: 2 }}>
        {t('profile.details')}
      </Typography>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {t('fields.email')}: <strong>{user.email}</strong>
      </Typography>
      <FormError error={form.formError} />
      <Stack spacing={2}>
        <AccountTextField control={form.control} name="name" label={t('fields.name')} autoComplete="name" required />
        <AccountTextField
          control={form.control}
          name="phone"
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('profile.phoneHint')}
        />
        <AccountTextField
          control={form.control}
          name="lang"
          label={t('fields.language')}
          select
          hint={t('profile.languageHint')}
          slotProps={{ select: { native: true } }}
        >
          {LANGUAGES.filter((l) => l.active).map((l) => (
            <option key={l.iso639_1} value={l.iso639_1} lang={l.iso639_1}>
              {l.endonym}
            </option>
          ))}
        </AccountTextField>
        <FormControl>
          <FormLabel id="profile-theme-label">{t('fields.theme')}</FormLabel>
          <Controller
            control={form.control}
            name="theme"
            render={({ field }) => (
              <RadioGroup
                row
                aria-labelledby="profile-theme-label"
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value as Theme)}
              >
                {THEMES.map((theme) => (
                  <FormControlLabel key={theme} value={theme} control={<Radio />} label={t(`profile.theme.${theme}`)} />
                ))}
              </RadioGroup>
            )}
          />
        </FormControl>
        <Box role="status">
          {update.isSuccess && !form.formError && (
            <Alert severity="success" data-testid="profile-saved">
              {t('profile.saved')}
            </Alert>
          )}
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
