import Box from '@mui/material/Box';
import { formatBookingReference } from '@town/shared/booking-reference';

/**
 * A booking's reference as people read it out (`7K3-Q9X`): spaced a little so no character
 * runs into the next, and never rewritten by a browser's translation.
 */
export function BookingReference({ reference }: { reference: string }) {
  return (
    <Box component="span" translate="no" sx={{ fontWeight: 600, letterSpacing: '0.08em', whiteSpace: 'nowrap' }}>
      {formatBookingReference(reference)}
    </Box>
  );
}
