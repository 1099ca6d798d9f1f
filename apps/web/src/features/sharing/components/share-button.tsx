import ShareIcon from '@mui/icons-material/Share';
import { useTranslation } from 'react-i18next';
import { RoundIconButton } from '../../../components/round-icon-button.tsx';

/** Says how sharing went; the notifications' code loads only when needed. */
function notify(kind: 'success' | 'error', message: string): void {
  void import('react-toastify').then(({ toast }) => toast[kind](message));
}

/**
 * Shares a page (docs/product.md#sharing): the device's own share sheet where the browser has
 * the Web Share API (phones, mostly), else its address copied to the clipboard, and a
 * notification that says so.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslation();

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closed without sharing: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify('success', t('share.copied'));
    } catch {
      notify('error', t('share.copyFailed', { url }));
    }
  }

  return (
    <RoundIconButton aria-label={t('share.button', { name: title })} onClick={() => void share()}>
      <ShareIcon aria-hidden />
    </RoundIconButton>
  );
}
