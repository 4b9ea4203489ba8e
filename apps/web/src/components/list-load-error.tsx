import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { API_MESSAGES, isNetworkError } from '../api/client';

/**
 * A list that could not be loaded, in place of the list (an empty list would say there is nothing),
 * with 'Tentar novamente'. The failure itself is logged where the spec says so, not alerted. Without
 * a connection it says so ('Sem conexão com a internet'), rather than that the list failed.
 */
export function ListLoadError({ message, error, onRetry }: { message: string; error?: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('sara2g.ui.txt.tentar_novamente')}
        </Button>
      }
    >
      {isNetworkError(error) ? t(API_MESSAGES.noConnection) : message}
    </Alert>
  );
}
