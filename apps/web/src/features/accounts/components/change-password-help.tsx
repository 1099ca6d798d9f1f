import Link from '@mui/material/Link';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { redirectQuery } from '../utils/redirect.ts';

/** /auth/change opened with no link and no session: the two ways in. */
export function ChangePasswordHelp() {
  const { t } = useTranslation('accounts');
  const localePath = useLocalePath();
  return (
    <Trans
      t={t}
      i18nKey="change.howTo"
      components={{
        signin: (
          <Link component={RouterLink} to={`${localePath('auth/signin')}${redirectQuery(localePath('profile'))}`} />
        ),
        remember: <Link component={RouterLink} to={localePath('auth/remember')} />,
      }}
    />
  );
}
