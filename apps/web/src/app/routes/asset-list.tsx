import { useMatches } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';

export function Component() {
  const list = (useMatches().at(-1)?.handle as { list?: string } | undefined)?.list ?? 'rent';
  return <PageHeading page={`list.${list}`} />;
}
