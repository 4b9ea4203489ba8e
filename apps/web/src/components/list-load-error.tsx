import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { API_MESSAGES, isNetworkError } from '../api/client';

/**
 * A list that could not be loaded, in place of the list (an empty list would say there is nothing),
 * with 'Tentar novamente'. The failure itself is logged where the spec says so, not alerted. Without
 * a connection it says so ('Sem conexão com a internet'), rather than that the list failed.
 */
export function ListLoadError({
  message,
  error,
  onRetry,
  stacked,
}: {
  message: string;
  error?: unknown;
  onRetry(): void;
  /** 'Tentar novamente' under the text, not beside it: in a phone's 280 px dialog it left two words a line. */
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const retry = (
    <Button color="inherit" size="small" onClick={onRetry} sx={stacked ? { mt: 1, ml: -0.5 } : undefined}>
      {t('sara2g.ui.txt.tentar_novamente')}
    </Button>
  );
  const text = isNetworkError(error) ? t(API_MESSAGES.noConnection) : message;
  return (
    <Alert severity="error" action={stacked ? undefined : retry}>
      {text}
      {stacked && <div>{retry}</div>}
    </Alert>
  );
}
