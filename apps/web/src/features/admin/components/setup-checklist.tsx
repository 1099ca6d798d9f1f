import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { SectionFrame } from '../../../components/section-frame.tsx';
import { useAdminPages } from '../api/admin-pages.ts';
import { useAdminWebcams } from '../api/admin-webcams.ts';
import { pageRevisionsQueryOptions } from '../api/page-revisions.ts';
import { useTownProfile } from '../api/town-profile.ts';

export const SETUP_ITEMS = ['profile', 'logo', 'languages', 'pages', 'cameras'] as const;
export type SetupItem = (typeof SETUP_ITEMS)[number];

/** Where each item is done. */
const LINKS: Record<SetupItem, string> = {
  profile: 'admin/town',
  logo: 'admin/town#town-logo',
  languages: 'admin/town#town-languages',
  pages: 'admin/pages',
  cameras: 'admin/webcams',
};

/**
 * What is done of a new site's set-up, from real data: the profile saved (`configured`, which
 * the first save makes true, with the languages it must name), a logo, every page the law
 * requires saved once by an admin (they start from templates, authorless), and at least one
 * camera. Undefined while any of it is still unknown.
 */
export function useSetupState(): Record<SetupItem, boolean> | undefined {
  const profile = useTownProfile();
  const pages = useAdminPages();
  const webcams = useAdminWebcams();
  const required = (pages.data ?? []).filter((page) => page.required);
  const revisions = useQueries({
    queries: required.map((page) => pageRevisionsQueryOptions(page.slug)),
  });
  if (!profile.data || !pages.data || !webcams.data || revisions.some((r) => !r.data)) return undefined;
  return {
    profile: profile.data.configured,
    logo: profile.data.logo !== undefined,
    languages: profile.data.configured,
    pages: revisions.every((r) => r.data!.some((revision) => revision.author !== null)),
    cameras: webcams.data.length > 0,
  };
}

/**
 * The set-up checklist on the admin home, for a site not yet set up or missing something:
 * each item ticks itself from real data and links to where it is done; the list goes away
 * once all are done.
 */
export function SetupChecklist() {
  const { t } = useTranslation('adminTown');
  const localePath = useLocalePath();
  const state = useSetupState();
  if (!state) return null;
  const done = SETUP_ITEMS.filter((item) => state[item]).length;
  if (done === SETUP_ITEMS.length) return null;
  return (
    <SectionFrame id="setup-checklist" title={t('setup.title')} intro={t('setup.intro')} sx={{ mb: 3 }}>
      <Typography sx={{ mb: 1.5, fontWeight: 600 }}>
        {t('setup.progress', { done, total: SETUP_ITEMS.length })}
      </Typography>
      <Box
        component="ol"
        data-testid="setup-checklist"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
      >
        {SETUP_ITEMS.map((item) => (
          <Box
            component="li"
            key={item}
            data-done={state[item]}
            sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          >
            {state[item] ? (
              <CheckCircleIcon aria-hidden color="success" sx={{ mt: 0.25 }} />
            ) : (
              <RadioButtonUncheckedIcon aria-hidden sx={{ mt: 0.25, color: 'text.secondary' }} />
            )}
            <Box sx={{ minWidth: 0 }}>
              <Link component={RouterLink} to={localePath(LINKS[item])} sx={{ fontWeight: 600 }}>
                {t(`setup.items.${item}`)}
              </Link>
              <Typography component="span" sx={{ ml: 1 }}>
                {`(${t(state[item] ? 'setup.done' : 'setup.todo')})`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(`setup.hints.${item}`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </SectionFrame>
  );
}
