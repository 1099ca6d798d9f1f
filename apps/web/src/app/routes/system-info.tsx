import Container from '@mui/material/Container';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { systemInfoSchema } from '@town/shared/system';
import { PageHeading } from '../../components/page-heading.tsx';
import { apiFetch } from '../../lib/api-client.ts';
import i18n from '../../lib/i18n.ts';
import { pickLanguage } from '../../lib/language.ts';
import { getQueryClient } from '../../lib/query-client.ts';

const systemInfoQuery = queryOptions({
  queryKey: ['systeminfo'],
  queryFn: () => apiFetch('/api/systeminfo', { schema: systemInfoSchema }),
});

export async function loader() {
  await i18n.changeLanguage(pickLanguage());
  document.documentElement.lang = i18n.language;
  await getQueryClient().ensureQueryData(systemInfoQuery);
  return null;
}

/** /systeminfo (docs/product.md#system-pages): version, build, runtime and database of this server. */
export function Component() {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(systemInfoQuery);
  const rows: [string, string][] = [
    [t('systeminfo.version'), data.version],
    [t('systeminfo.build'), data.build],
    [t('systeminfo.node'), data.node],
    [t('systeminfo.database'), t(`systeminfo.databaseKind.${data.database}`)],
    [t('systeminfo.uptime'), t('systeminfo.seconds', { count: data.uptimeSeconds })],
  ];
  return (
    <Container component="main" id="main" sx={{ py: 4 }}>
      <PageHeading page="systeminfo" />
      <Table aria-label={t('systeminfo.version')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Container>
  );
}
