import { useQueryClient } from '@tanstack/react-query';
import { AdminHeading } from '../../features/admin/components/admin-heading.tsx';
import { WebcamsPage } from '../../features/admin/components/webcams-page.tsx';
import { webcamsKeys } from '../../features/webcams/api/query-keys.ts';

/** /{lang}/admin/webcams: the town's cameras; a save shows at once on the webcams page. */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <>
      <AdminHeading page="webcams" />
      <WebcamsPage onSaved={() => void queryClient.invalidateQueries({ queryKey: webcamsKeys.all })} />
    </>
  );
}
