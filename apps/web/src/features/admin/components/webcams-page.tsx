import { useTranslation } from 'react-i18next';
import type { AdminWebcam } from '@town/shared/webcams';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useAdminWebcams } from '../api/admin-webcams.ts';
import { useSaveWebcams } from '../api/save-webcams.ts';
import { WebcamsForm } from './webcams-form.tsx';

/**
 * /{lang}/admin/webcams: the town's cameras, as the admin keeps them. `onSaved` lets the page
 * refresh what visitors' pages show of them (the webcams page, in this browser).
 */
export function WebcamsPage({ onSaved }: { onSaved?: (cameras: AdminWebcam[]) => void }) {
  const { t } = useTranslation('adminWebcams');
  const cameras = useAdminWebcams();
  const save = useSaveWebcams(onSaved);
  if (cameras.isPending) return <Loading label={t('loading')} />;
  if (cameras.isError) {
    return <LoadError message={t('loadFailed')} onRetry={() => void cameras.refetch()} retrying={cameras.isFetching} />;
  }
  return <WebcamsForm cameras={cameras.data} onSave={save.mutateAsync} />;
}
