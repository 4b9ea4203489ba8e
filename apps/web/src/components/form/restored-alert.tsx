import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDisplayDate, type Displayed } from '@sara/domain/rules/fields';

/**
 * Above a form brought back from the device (hooks/use-unsaved-form.ts): what the user had filled in
 * and not saved, and when; 'Descartar' drops it and opens the screen as it would have opened.
 */
const displayed = (d: Displayed) => ('text' in d ? d.text : '');

export function RestoredAlert({ savedAt, onDiscard }: { savedAt: string; onDiscard(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      data-testid="unsaved-restored"
      action={
        <Button color="inherit" size="small" onClick={onDiscard}>
          {t('sara2g.ui.formulario.descartar')}
        </Button>
      }
    >
      {t('sara2g.ui.formulario.recuperado', { quando: displayed(formatDisplayDate(new Date(savedAt), true)) })}
    </Alert>
  );
}
