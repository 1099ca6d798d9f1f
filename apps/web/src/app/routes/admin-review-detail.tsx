import { useParams } from 'react-router';
import { useLang } from '../../components/lang-link.tsx';
import { ReviewDetail } from '../../features/admin/components/review-detail.tsx';

/** /{lang}/admin/review/{id}: one submission beside what is published, to publish or reject. */
export function Component() {
  const { id = '' } = useParams();
  const lang = useLang();
  return <ReviewDetail key={id} id={id} lang={lang} />;
}
