import Box from '@mui/material/Box';
import { useLang } from '../../components/lang-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { ContactDetails } from '../../features/contact/components/contact-details.tsx';
import { ContactForm } from '../../features/contact/components/contact-form.tsx';

export function Component() {
  const lang = useLang();
  return (
    <>
      <PageHeading page="contact" />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <ContactForm lang={lang} />
        <ContactDetails />
      </Box>
    </>
  );
}
