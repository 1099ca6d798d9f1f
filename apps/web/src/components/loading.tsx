import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/**
 * What waits for its data (docs/product.md#errors-and-loading): a part of a page, a spinner
 * and what it is waiting for, said to screen readers too (`compact` inside a section).
 */
export function Loading({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: compact ? 2 : 4 }} role="status">
      <CircularProgress size={24} aria-hidden="true" />
      <Typography>{label}</Typography>
    </Box>
  );
}

/** Shown while a route module loads (docs/product.md#pages): the product logo in a spinner. */
export function FullScreenSpinner() {
  return (
    <Box
      role="progressbar"
      aria-label="…"
      aria-busy="true"
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        zIndex: 2000,
      }}
    >
      <Box sx={{ position: 'relative', width: 96, height: 96, display: 'grid', placeItems: 'center' }}>
        <CircularProgress size={96} thickness={2} aria-hidden />
        <Box component="img" src="/logo/logo-round.svg" alt="" width={64} height={64} sx={{ position: 'absolute' }} />
      </Box>
    </Box>
  );
}
