import { PageHeading } from '../../components/page-heading.tsx';

export function Component() {
  return <PageHeading page="myBookings" />;
}
