import { useSearchParams } from 'react-router';
import { useLang } from '../../../components/lang-link.tsx';
import { safeRedirectTarget } from '../utils/redirect.ts';

/**
 * Where to go after signing in: `?redirect=` when it is a safe path, else the home
 * page. `passOn` is what links to the other account pages carry along.
 */
export function useRedirectTarget() {
  const lang = useLang();
  const [params] = useSearchParams();
  const raw = params.get('redirect');
  const target = safeRedirectTarget(raw, lang);
  return { target, passOn: target === `/${lang}/` ? null : target };
}
