import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TownProfile } from '@town/shared/town';
import { LoadError } from '../../../components/load-error.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useTownProfile } from '../api/town-profile.ts';
import { TownForm } from './town-form.tsx';

/**
 * /{lang}/admin/town: the town's profile, loaded fresh, in its form. A link to one of its
 * sections (`#town-logo`, from the set-up checklist) scrolls there once the form is shown.
 */
export function TownPage({ lang, onSaved }: { lang: string; onSaved?: (profile: TownProfile) => void }) {
  const { t } = useTranslation('adminTown');
  const profile = useTownProfile();
  const { hash } = useLocation();
  const loaded = profile.isSuccess;

  useEffect(() => {
    if (!loaded || !hash) return;
    const heading = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!heading) return;
    heading.scrollIntoView({ block: 'start' });
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [loaded, hash]);

  if (profile.isPending) return <Loading label={t('loading')} />;
  if (profile.isError) return <LoadError message={t('errors.load')} onRetry={() => void profile.refetch()} />;
  // The form starts from the profile as loaded; a new logo does not reset what is being typed.
  return <TownForm profile={profile.data} lang={lang} onSaved={onSaved} />;
}
