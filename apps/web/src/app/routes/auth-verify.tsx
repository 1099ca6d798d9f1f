import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { VerifyEmail } from '../../features/accounts/components/verify-email.tsx';

/** /{lang}/auth/verify?token=…: the link mailed at sign-up (or sent again) proves the address. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <>
      <PageHeading page="verify" />
      <VerifyEmail key={token} token={token} />
    </>
  );
}
