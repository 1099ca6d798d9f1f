import { PageHeading } from '../../components/page-heading.tsx';
import { RememberForm } from '../../features/accounts/components/remember-form.tsx';

/** /{lang}/auth/remember: a reset link by e-mail. */
export function Component() {
  return (
    <>
      <PageHeading page="remember" />
      <RememberForm />
    </>
  );
}
