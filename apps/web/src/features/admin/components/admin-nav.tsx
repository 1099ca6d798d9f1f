import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';

/** The admin pages, in the order of a town hall's day: review first. */
const PAGES = [
  { key: 'review', path: 'admin' },
  { key: 'listings', path: 'admin/listings' },
  { key: 'applications', path: 'admin/applications' },
  { key: 'users', path: 'admin/users' },
  { key: 'messages', path: 'admin/messages' },
  { key: 'audit', path: 'admin/audit' },
  // The town's own set-up, whose texts are in namespaces of their own.
  { key: 'town', path: 'admin/town', ns: 'adminTown' },
  { key: 'pages', path: 'admin/pages', ns: 'adminPages' },
  { key: 'webcams', path: 'admin/webcams', ns: 'adminWebcams' },
] as const;

/** Links between the admin pages; they wrap on a narrow screen, the current one marked for every reader. */
export function AdminNav() {
  const { t } = useTranslation(['admin', 'adminTown', 'adminPages', 'adminWebcams']);
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '');
  const isCurrent = (key: string, to: string) =>
    key === 'review' ? path === to || path.startsWith(`${to}/review/`) : path === to || path.startsWith(`${to}/`);
  return (
    <Box component="nav" aria-label={t('nav.label')} sx={{ mb: 3 }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {PAGES.map((entry) => {
          const { key, path: page } = entry;
          const ns = 'ns' in entry ? entry.ns : 'admin';
          const to = localePath(page);
          const current = isCurrent(key, to);
          return (
            <li key={key}>
              <Button
                component={RouterLink}
                to={to}
                size="small"
                variant={current ? 'contained' : 'outlined'}
                aria-current={current ? 'page' : undefined}
              >
                {t(`${ns}:nav.${key}`)}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
