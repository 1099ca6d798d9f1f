import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What could not be loaded, in the page's language. */
  message: string;
  /** Asks again; without it the alert offers no button. */
  onRetry?: () => void;
  /** A new attempt is under way: the button waits for it. */
  retrying?: boolean;
  sx?: SxProps<Theme>;
}

/** What a page says when the server could not give it its data, with a way to try again. */
export function LoadError({ message, onRetry, retrying = false, sx }: Props) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={sx}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
            {t('error.retry')}
          </Button>
        )
      }
    >
      {message}
    </Alert>
  );
}
