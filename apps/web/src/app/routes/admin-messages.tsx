import { AdminPageLayout } from '../../features/admin/components/admin-heading.tsx';
import { MessagesPage } from '../../features/admin/components/messages-page.tsx';

/** /{lang}/admin/messages: the contact form's messages. */
export const Component = () => <AdminPageLayout page="messages" body={MessagesPage} />;
