import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { PageHeading } from '../../components/page-heading.tsx';
import { profileQueryOptions, useProfile } from '../../features/accounts/api/users-profile.ts';
import { BiometricSettings } from '../../features/accounts/components/biometric-settings.tsx';
import { PasswordSection } from '../../features/accounts/components/password-section.tsx';
import { ProfileForm } from '../../features/accounts/components/profile-form.tsx';
import { SessionEnded } from '../../features/accounts/components/session-ended.tsx';
import { VerificationNotice } from '../../features/accounts/components/verification-notice.tsx';
import { restoreSession } from '../../lib/api-client.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { useSessionStore } from '../../lib/session-store.ts';

/** The guard's loader runs beside this one: both wait for the same session restore. */
export async function loader() {
  await restoreSession();
  const user = useSessionStore.getState().user;
  if (user) await getQueryClient().ensureQueryData(profileQueryOptions(user.id));
  return null;
}

function Profile() {
  const { data: user } = useProfile();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      {user.emailVerified ? null : <VerificationNotice email={user.email} />}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ProfileForm key={user.id} user={user} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <BiometricSettings user={user} />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PasswordSection email={user.email} />
      </Paper>
    </Stack>
  );
}

/** /{lang}/profile (guarded): details, language and theme, passkeys, password. */
export function Component() {
  const signedIn = useSessionStore((s) => s.user !== null);
  return (
    <>
      <PageHeading page="profile" />
      {signedIn ? <Profile /> : <SessionEnded />}
    </>
  );
}
