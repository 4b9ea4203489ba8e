import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { idParam } from '../../../lib/query-params';
import { OUTBOX_PARAM, type OutboxKind } from '../../../offline/outbox';
import { useOutboxItems } from '../lib/use-outbox';

const P = 'sara2g.ui.outbox.';

/**
 * Above an edit screen opened on the server's version of a group while a change of the user's to
 * that group, refused by the server, is still kept on the device. A save here drops it (it would
 * undo this one: `supersedeQueued`), so the screen says so before, and offers the refused change's
 * own screen. The refused write the screen is on (`?outbox=`) is not another one.
 */
export function KeptChangeAlert({ kind, idAgrupador }: { kind: OutboxKind; idAgrupador: string }) {
  const { t } = useTranslation();
  const items = useOutboxItems();
  const [search] = useSearchParams();
  const exceptId = idParam(search.get(OUTBOX_PARAM));
  const refused = items?.find(
    (i) => i.kind === kind && i.idAgrupador === idAgrupador && i.status === 'failed' && i.id !== exceptId,
  );
  if (!refused) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="kept-change"
      action={
        refused.reopen ? (
          <Button color="inherit" size="small" component={RouterLink} to={refused.reopen}>
            {t(`${P}corrigir`)}
          </Button>
        ) : undefined
      }
    >
      {t(`${P}alteracao_recusada_guardada`)}
    </Alert>
  );
}
