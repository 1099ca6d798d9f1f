import { useState } from 'react';
import { PageHeading } from '../../components/page-heading.tsx';
import { AlreadySignedIn } from '../../features/accounts/components/already-signed-in.tsx';
import { SigninForm } from '../../features/accounts/components/signin-form.tsx';
import { useSessionStore } from '../../lib/session-store.ts';

/** /{lang}/auth/signin: e-mail and password or a passkey, then back to `?redirect=`. */
export function Component() {
  const user = useSessionStore((s) => s.user);
  // Decided on arrival: signing in here must not flash "already signed in" on the way out.
  const [signedInOnArrival] = useState(() => useSessionStore.getState().user !== null);
  return (
    <>
      <PageHeading page="signin" />
      {signedInOnArrival && user ? <AlreadySignedIn name={user.name} /> : <SigninForm />}
    </>
  );
}
