import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { AdminListing } from '@town/shared/listings';
import { useAdminUsers } from '../api/admin-users.ts';
import { useChangeListingOwner } from '../api/change-listing-owner.ts';
import { actionFailure } from '../utils/errors.ts';

/**
 * Gives a listing to another account, found by e-mail or name; only owners and admins can
 * hold listings (the API refuses anyone else), so only they are offered.
 */
export function TransferDialog({ listing, onClose }: { listing: AdminListing; onClose(): void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState('');
  const users = useAdminUsers(q, q !== '');
  const change = useChangeListingOwner();
  const candidates = (users.data ?? []).filter((user) => user.role === 'owner' || user.role === 'admin');
  const chosenUser = candidates.find((user) => user.id === chosen);
  const give = () =>
    chosenUser &&
    change.mutate(
      { id: listing.id, ownerId: chosenUser.id },
      {
        onSuccess: () => {
          toast.success(t('transfer.done', { name: listing.name, email: chosenUser.email }));
          onClose();
        },
      },
    );
  return (
    <Dialog
      open
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{t('transfer.title', { name: listing.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
          {t('transfer.hint')}
        </DialogContentText>
        <Box
          component="form"
          role="search"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setChosen('');
            setQ(draft.trim());
          }}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1 }}
        >
          <TextField
            label={t('transfer.search')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            autoFocus
            sx={{ flex: '1 1 12rem' }}
          />
          <Button type="submit" variant="outlined" startIcon={<SearchIcon aria-hidden />} sx={{ minHeight: 56 }}>
            {t('actions.search')}
          </Button>
        </Box>
        {users.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('errors.load')}
          </Alert>
        )}
        {q !== '' && users.isSuccess && (
          <Box sx={{ mt: 2 }} aria-live="polite">
            {candidates.length === 0 ? (
              <Typography>{t('transfer.none')}</Typography>
            ) : (
              <FormControl>
                <FormLabel id={`${id}-found`}>{t('transfer.results')}</FormLabel>
                <RadioGroup aria-labelledby={`${id}-found`} value={chosen} onChange={(e) => setChosen(e.target.value)}>
                  {candidates.map((user) => (
                    <FormControlLabel
                      key={user.id}
                      value={user.id}
                      disabled={user.id === listing.ownerId}
                      control={<Radio />}
                      sx={{ overflowWrap: 'anywhere', my: 0.5 }}
                      label={
                        user.id === listing.ownerId
                          ? t('transfer.currentOwner', { name: user.name, email: user.email })
                          : t('transfer.candidate', { name: user.name, email: user.email })
                      }
                    />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          </Box>
        )}
        {change.isError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {actionFailure(t, change.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={change.isPending}>
          {t('actions.cancel')}
        </Button>
        <Button variant="contained" onClick={give} disabled={!chosenUser || change.isPending}>
          {t('transfer.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
