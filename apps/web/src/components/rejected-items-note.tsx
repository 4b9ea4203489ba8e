import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';

/**
 * Above an edit or finalize screen whose group has rejected items: the screen leaves them out
 * (they are no longer the group's to change), and says so, so the user does not look for them.
 */
export function RejectedItemsNote({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="rejected-items-note">
      {t('sara2g.ui.amostra_view.itens_rejeitados_fora', { n: count })}
    </Alert>
  );
}
