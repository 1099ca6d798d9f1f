import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../components/lang-link.tsx';
import { LinkAlert } from '../../../components/link-alert.tsx';

/** What a signed-in person who is not an owner meets on an owner's page (the API answers them 403). */
export function OwnersOnly() {
  const { t } = useTranslation('owner');
  const localePath = useLocalePath();
  return (
    <LinkAlert role="note" to={localePath('owner')} linkLabel={t('ownersOnly.apply')}>
      {t('ownersOnly.text')}
    </LinkAlert>
  );
}
