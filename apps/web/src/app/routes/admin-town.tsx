import type { TownProfile } from '@town/shared/town';
import { townProfileQueryOptions } from '../../features/admin/api/town-profile.ts';
import { AdminPageLayout } from '../../features/admin/components/admin-heading.tsx';
import { TownPage } from '../../features/admin/components/town-page.tsx';
import { prefetchForAdmin } from '../../features/admin/utils/admin-session.ts';
import { townKeys } from '../../features/town/api/query-keys.ts';
import { getQueryClient } from '../../lib/query-client.ts';

export const loader = prefetchForAdmin(townProfileQueryOptions);

/** What every page shows of the town (header, footer, colours) follows a save at once. */
const showEverywhere = (profile: TownProfile) => getQueryClient().setQueryData(townKeys.profile(), profile);

function TownBody({ lang }: { lang: string }) {
  return <TownPage lang={lang} onSaved={showEverywhere} />;
}

/** /{lang}/admin/town: the town's profile. */
export const Component = () => <AdminPageLayout page="town" body={TownBody} />;
