import { PageHeading } from '../../components/page-heading.tsx';
import { webcamsQueryOptions } from '../../features/webcams/api/get-webcams.ts';
import { WebcamList } from '../../features/webcams/components/webcam-list.tsx';
import { getQueryClient } from '../../lib/query-client.ts';

export async function loader() {
  await getQueryClient().prefetchQuery(webcamsQueryOptions());
  return null;
}

export function Component() {
  return (
    <>
      <PageHeading page="webcams" />
      <WebcamList />
    </>
  );
}
