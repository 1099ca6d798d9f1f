import { useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { AlreadySignedIn } from '../../features/accounts/components/already-signed-in.tsx';
import { SignupForm } from '../../features/accounts/components/signup-form.tsx';
import { useSessionStore } from '../../lib/session-store.ts';

/** /{lang}/auth/signup: a new account, signed in at once. */
export function Component() {
  const user = useSessionStore((s) => s.user);
  const [signedInOnArrival] = useState(() => useSessionStore.getState().user !== null);
  return (
    <>
      <PageHeading page="signup" />
      {signedInOnArrival && user ? <AlreadySignedIn name={user.name} /> : <SignupForm />}
    </>
  );
}
