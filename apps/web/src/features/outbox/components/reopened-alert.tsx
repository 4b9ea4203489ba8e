import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { REPLACED_ELSEWHERE, type RefusedWrite } from '../../../offline/outbox';

const P = 'sara2g.ui.outbox.';

/**
 * Above a form opened on a refused write (the outbox's 'Abrir para corrigir'): why the server refused
 * it; on a draft waiting to be sent ('Continuar coleta'), that saving replaces it. Refused because someone changed the group since (412): saving now replaces their version, and
 * `viewPath` shows the version the server has.
 */
export function ReopenedAlert({
  reopened,
  viewPath,
  asNew = false,
}: {
  reopened: RefusedWrite;
  viewPath?: string;
  /** The refused finalization of a deleted schedule, opened as a new collection. */
  asNew?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const overtaken = reopened.status === 412;
  // why the screen opened on this write is what to read first: the focus starts here
  const focusOnce = useCallback((node: HTMLDivElement | null) => node?.focus(), []);
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="outbox-reopened" tabIndex={-1} ref={focusOnce}>
      {reopened.waiting
        ? t(`${P}aberto_rascunho`)
        : reopened.replacedElsewhere
          ? t(REPLACED_ELSEWHERE)
          : overtaken
            ? t(`${P}aberto_alterada`)
            : asNew
              ? t(`${P}aberto_como_nova`)
              : t(`${P}aberto_para_corrigir`, { erro: reopened.error ?? '' })}
      {/* under the text, not beside it: the alert's action column squeezed it into three lines */}
      {overtaken && viewPath && (
        <Box sx={{ mt: 1 }}>
          <Button color="inherit" size="small" variant="outlined" onClick={() => void navigate(viewPath)}>
            {t(`${P}ver_versao_atual`)}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
