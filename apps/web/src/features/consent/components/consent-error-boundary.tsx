import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ConsentFailure() {
  const { t } = useTranslation('consent');
  return (
    <Paper
      role="status"
      elevation={3}
      sx={{
        position: 'fixed',
        insetInlineStart: 16,
        bottom: 16,
        zIndex: 1300,
        maxWidth: 'min(32rem, calc(100vw - 32px))',
        p: 2,
      }}
    >
      <Typography variant="body2">{t('bannerFailure')}</Typography>
    </Paper>
  );
}

/**
 * If the consent UI fails (its chunk, the provider, the banner or the dialog), the page
 * goes on and a short note in the page's language says so (docs/product.md#consent).
 */
export class ConsentErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('[consent] the consent UI failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ConsentFailure />
      </Suspense>
    );
  }
}
