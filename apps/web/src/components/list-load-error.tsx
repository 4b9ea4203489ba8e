import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/**
 * A list that could not be loaded, in place of the list (an empty list would say there is nothing),
 * with 'Tentar novamente'. The failure itself is logged where the spec says so, not alerted.
 */
export function ListLoadError({ message, onRetry }: { message: string; onRetry(): void }) {
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
      {message}
    </Alert>
  );
}
