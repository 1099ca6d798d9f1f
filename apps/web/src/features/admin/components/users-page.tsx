import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ADMIN_USERS_LIMIT, type AdminUser, type AdminUserChange } from '@town/shared/admin';
import { ROLES, type Role } from '@town/shared/accounts';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useAdminUsers } from '../api/admin-users.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { actionFailure } from '../utils/errors.ts';
import { formatWhen } from '../utils/format.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { AdminCard } from './admin-card.tsx';

/** A change waiting for the admin's confirmation. */
interface PendingChange {
  user: AdminUser;
  change: AdminUserChange;
}

/**
 * /{lang}/admin/users: people found by e-mail or name (?q=), their role and whether they
 * are locked. Every change is confirmed first; the admin's own row cannot be demoted or
 * locked (the API refuses it too: 409 SELF_CHANGE).
 */
export function UsersPage({ lang }: { lang: string }) {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const users = useAdminUsers(q);
  const me = useSessionStore((s) => s.user?.id);
  const [pending, setPending] = useState<PendingChange | null>(null);
  return (
    <>
      <FilterBar
        label={t('users.searchLabel')}
        onSearch={(typed) => setParams(typed ? { q: typed } : {})}
        sx={{ alignItems: 'flex-start', mb: 3 }}
      >
        <TextField key={q} name="q" label={t('users.search')} defaultValue={q} sx={{ flex: '1 1 14rem' }} />
        <Button type="submit" variant="outlined" startIcon={<SearchIcon aria-hidden />} sx={{ minHeight: 56 }}>
          {t('actions.search')}
        </Button>
      </FilterBar>
      {users.isPending ? (
        <Loading label={t('loading')} />
      ) : users.isError ? (
        <LoadError message={t('errors.load')} onRetry={() => void users.refetch()} />
      ) : (
        <>
          <Typography role="status" sx={{ mb: 2 }}>
            {users.data.length === 0
              ? t('users.empty')
              : users.data.length >= ADMIN_USERS_LIMIT
                ? t('users.limit', { count: ADMIN_USERS_LIMIT })
                : t('users.found', { count: users.data.length })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {users.data.map((user) => (
              <li key={user.id}>
                <UserCard
                  user={user}
                  lang={lang}
                  isMe={user.id === me}
                  onChange={(change) => setPending({ user, change })}
                />
              </li>
            ))}
          </Box>
        </>
      )}
      {pending && <ChangeDialog pending={pending} onClose={() => setPending(null)} />}
    </>
  );
}

function UserCard({
  user,
  lang,
  isMe,
  onChange,
}: {
  user: AdminUser;
  lang: string;
  isMe: boolean;
  onChange(change: AdminUserChange): void;
}) {
  const { t } = useTranslation('admin');
  const headingId = `user-${user.id}`;
  return (
    <AdminCard
      headingId={headingId}
      testId="admin-user"
      title={user.name}
      titleSpacing={0.5}
      badge={
        <Chip
          size="small"
          icon={user.locked ? <LockIcon aria-hidden /> : undefined}
          label={t(user.locked ? 'users.locked' : 'users.active')}
          variant={user.locked ? 'filled' : 'outlined'}
        />
      }
    >
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {t('users.since', { date: formatWhen(user.createdAt, lang) })}
      </Typography>
      {isMe && (
        <Typography variant="body2" sx={{ mb: 1.5 }} id={`${headingId}-me`}>
          {t('users.you')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('users.role')}
          value={user.role}
          disabled={isMe}
          onChange={(e) => onChange({ role: e.target.value as Role })}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { 'aria-describedby': isMe ? `${headingId}-me` : headingId } }}
        >
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {t(`users.roles.${role}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          color={user.locked ? 'primary' : 'error'}
          startIcon={user.locked ? <LockOpenIcon aria-hidden /> : <LockIcon aria-hidden />}
          disabled={isMe}
          onClick={() => onChange({ locked: !user.locked })}
          aria-describedby={isMe ? `${headingId}-me` : headingId}
        >
          {t(user.locked ? 'users.unlock' : 'users.lock')}
        </Button>
      </Box>
    </AdminCard>
  );
}

function ChangeDialog({ pending: { user, change }, onClose }: { pending: PendingChange; onClose(): void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateUser();
  const kind = change.role !== undefined ? 'role' : change.locked ? 'lock' : 'unlock';
  const texts = {
    role: {
      title: t('users.roleTitle', { name: user.name }),
      text: t('users.roleText', {
        from: t(`users.roles.${user.role}`),
        to: t(`users.roles.${change.role ?? user.role}`),
      }),
      confirm: t('users.roleConfirm'),
      done: t('users.roleDone', { name: user.name }),
    },
    lock: {
      title: t('users.lockTitle', { name: user.name }),
      text: t('users.lockText'),
      confirm: t('users.lock'),
      done: t('users.lockDone', { name: user.name }),
    },
    unlock: {
      title: t('users.unlockTitle', { name: user.name }),
      text: t('users.unlockText'),
      confirm: t('users.unlock'),
      done: t('users.unlockDone', { name: user.name }),
    },
  }[kind];
  return (
    <ConfirmDialog
      open
      title={texts.title}
      text={texts.text}
      confirm={texts.confirm}
      cancel={t('actions.cancel')}
      tone={kind === 'lock' ? 'danger' : 'normal'}
      pending={update.isPending}
      error={update.isError ? actionFailure(t, update.error) : null}
      onClose={onClose}
      onConfirm={() =>
        update.mutate(
          { id: user.id, change },
          {
            onSuccess: () => {
              toast.success(texts.done);
              onClose();
            },
          },
        )
      }
    />
  );
}
