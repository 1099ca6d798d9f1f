import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { ChangePasswordForm } from '../../features/accounts/components/change-password-form.tsx';
import { ChangePasswordHelp } from '../../features/accounts/components/change-password-help.tsx';
import { useSessionStore } from '../../lib/session-store.ts';

/** /{lang}/auth/change: from a reset link (`?token=`), or signed in with the current password. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const user = useSessionStore((s) => s.user);
  return (
    <>
      <PageHeading page="change" />
      {token !== null ? (
        <ChangePasswordForm key={token} mode={{ kind: 'reset', token }} />
      ) : user ? (
        <ChangePasswordForm mode={{ kind: 'signed-in', email: user.email }} />
      ) : (
        <Alert severity="info" icon={false}>
          <ChangePasswordHelp />
        </Alert>
      )}
    </>
  );
}
