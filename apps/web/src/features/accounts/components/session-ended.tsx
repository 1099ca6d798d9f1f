import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { LinkAlert } from '../../../components/link-alert.tsx';
import { redirectQuery } from '../utils/redirect.ts';

/** A guarded page whose session ended while it was open (signed out in another tab). */
export function SessionEnded() {
  const { t } = useTranslation('accounts');
  const localePath = useLocalePath();
  const location = useLocation();
  return (
    <LinkAlert
      to={`${localePath('auth/signin')}${redirectQuery(location.pathname + location.search)}`}
      linkLabel={t('signedOut.signIn')}
    >
      {t('signedOut.text')}
    </LinkAlert>
  );
}
