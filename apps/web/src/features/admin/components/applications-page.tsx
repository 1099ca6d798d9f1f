import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { AdminOwnerApplication } from '@town/shared/admin';
import { LoadError } from '../../../components/load-error.tsx';
import { useApproveApplication } from '../api/approve-application.ts';
import { useOwnerApplications } from '../api/owner-applications.ts';
import { useRejectApplication } from '../api/reject-application.ts';
import { actionFailure } from '../utils/errors.ts';
import { formatWhen } from '../utils/format.ts';
import { Loading } from '../../../components/loading.tsx';
import { AdminCard } from './admin-card.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

/** /{lang}/admin/applications: applications waiting for a decision, then the decided ones. */
export function ApplicationsPage({ lang }: { lang: string }) {
  const { t } = useTranslation('admin');
  const applications = useOwnerApplications();
  const [rejecting, setRejecting] = useState<AdminOwnerApplication | null>(null);
  if (applications.isPending) return <Loading label={t('loading')} />;
  if (applications.isError) {
    return <LoadError message={t('errors.load')} onRetry={() => void applications.refetch()} />;
  }
  // The API's order: pending ones oldest first, then the latest decisions first.
  const sections = [
    {
      id: 'pending',
      title: t('applications.pending'),
      empty: t('applications.noPending'),
      items: applications.data.filter((a) => a.status === 'pending'),
    },
    {
      id: 'decided',
      title: t('applications.decided'),
      empty: t('applications.noDecided'),
      items: applications.data.filter((a) => a.status !== 'pending'),
    },
  ];
  return (
    <>
      {sections.map(({ id, title, empty, items }) => (
        <Box
          key={id}
          component="section"
          aria-labelledby={`${id}-heading`}
          sx={id === 'pending' ? { mb: 4 } : undefined}
        >
          <Typography id={`${id}-heading`} variant="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          {items.length === 0 ? (
            <Typography>{empty}</Typography>
          ) : (
            <ApplicationList items={items} lang={lang} onReject={setRejecting} />
          )}
        </Box>
      ))}
      {rejecting && <RejectApplicationDialog application={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}

function ApplicationList({
  items,
  lang,
  onReject,
}: {
  items: AdminOwnerApplication[];
  lang: string;
  onReject(a: AdminOwnerApplication): void;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {items.map((application) => (
        <li key={application.id}>
          <ApplicationCard application={application} lang={lang} onReject={() => onReject(application)} />
        </li>
      ))}
    </Box>
  );
}

function ApplicationCard({
  application,
  lang,
  onReject,
}: {
  application: AdminOwnerApplication;
  lang: string;
  onReject(): void;
}) {
  const { t } = useTranslation('admin');
  const approve = useApproveApplication();
  const headingId = `application-${application.id}`;
  // The card moves to the decided ones once the list is read again: the toast must not depend on it.
  const onApprove = () =>
    approve.mutateAsync(application.id).then(
      () => toast.success(t('applications.approved', { name: application.name })),
      () => undefined,
    );
  return (
    <AdminCard
      headingId={headingId}
      testId="application"
      title={application.businessName}
      headingLevel="h3"
      badge={<Chip size="small" label={t(`applications.status.${application.status}`)} variant="outlined" />}
    >
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'auto minmax(0, 1fr)' },
          columnGap: 2,
          rowGap: 0.25,
          '& dt': { color: 'text.secondary', fontSize: '0.875rem', mt: { xs: 0.75, sm: 0 } },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>{t('applications.applicant')}</dt>
        <dd>{t('applications.person', { name: application.name, email: application.email })}</dd>
        <dt>{t('applications.taxId')}</dt>
        <dd>{application.taxId}</dd>
        <dt>{t('applications.phone')}</dt>
        <dd>{application.phone}</dd>
        <dt>{t('applications.sent')}</dt>
        <dd>{formatWhen(application.createdAt, lang)}</dd>
        {application.message && (
          <>
            <dt>{t('applications.message')}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{application.message}</dd>
          </>
        )}
        {application.reason && (
          <>
            <dt>{t('applications.reason')}</dt>
            <dd style={{ whiteSpace: 'pre-wrap' }}>{application.reason}</dd>
          </>
        )}
      </Box>
      {approve.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {actionFailure(t, approve.error)}
        </Alert>
      )}
      {application.status === 'pending' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          {(
            [
              { decision: 'approve', variant: 'contained', color: 'success', onClick: onApprove },
              { decision: 'reject', variant: 'outlined', color: 'error', onClick: onReject },
            ] as const
          ).map(({ decision, ...look }) => (
            <Button key={decision} {...look} disabled={approve.isPending} aria-describedby={headingId}>
              {t(`applications.${decision}`)}
            </Button>
          ))}
        </Box>
      )}
    </AdminCard>
  );
}

function RejectApplicationDialog({ application, onClose }: { application: AdminOwnerApplication; onClose(): void }) {
  const { t } = useTranslation('admin');
  const reject = useRejectApplication();
  return (
    <ReasonDialog
      title={t('applications.rejectTitle', { business: application.businessName })}
      text={t('applications.rejectText')}
      confirmLabel={t('applications.reject')}
      pending={reject.isPending}
      error={reject.isError ? actionFailure(t, reject.error) : null}
      onClose={onClose}
      onSubmit={(reason) =>
        reject.mutate(
          { id: application.id, reason },
          {
            onSuccess: () => {
              toast.success(t('applications.rejected', { business: application.businessName }));
              onClose();
            },
          },
        )
      }
    />
  );
}
