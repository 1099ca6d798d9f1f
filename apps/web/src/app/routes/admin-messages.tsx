import { useLang } from '../../components/lang-link.tsx';
import { AdminHeading } from '../../features/admin/components/admin-heading.tsx';
import { MessagesPage } from '../../features/admin/components/messages-page.tsx';

/** /{lang}/admin/messages: the contact form's messages. */
export function Component() {
  const lang = useLang();
  return (
    <>
      <AdminHeading page="messages" />
      <MessagesPage lang={lang} />
    </>
  );
}
