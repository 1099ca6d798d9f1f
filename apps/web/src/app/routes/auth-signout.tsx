import { useLoaderData } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { signout } from '../../features/accounts/api/signout.ts';
import { SignoutStatus } from '../../features/accounts/components/signout-status.tsx';
import { restoreSession } from '../../lib/api-client.ts';

/**
 * Signing out is what opening this page does. The language loader may be restoring the
 * session at the same moment (loaders run in parallel): that finishes first, or it
 * would bring back the session just ended.
 */
export async function loader() {
  await restoreSession();
  return signout();
}

/** Once per visit; never again on a revalidation. */
export const shouldRevalidate = () => false;

export function Component() {
  const { revoked } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading page="signout" />
      <SignoutStatus revoked={revoked} />
    </>
  );
}
