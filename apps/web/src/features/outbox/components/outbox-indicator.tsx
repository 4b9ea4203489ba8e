import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import SyncProblemIcon from '@mui/icons-material/SyncProblem';
import { waitsForLogin } from '../../../offline/outbox';
import { useOutboxFlusher, useOutboxItems } from '../lib/use-outbox';
import { OutboxDialog } from './outbox-dialog';

/**
 * The outbox in the app bar: sends it (at start, back online, every minute while entries wait)
 * and, while anything is kept on the device, shows how many with a button that opens the list.
 */
export function OutboxIndicator() {
  const { t } = useTranslation();
  const items = useOutboxItems();
  const [open, setOpen] = useState(false);
  const { announce } = useOutboxFlusher(items);

  const list = items ?? [];
  if (list.length === 0 && !open) return null;
  const refused = list.filter((i) => i.status === 'failed').length;
  const failed = refused > 0;
  // refused writes wait for the user, not for the connection: the label says how many; so do writes
  // waiting for a new login (the server ended the session), which no connection will send
  const label =
    refused === 0
      ? t(waitsForLogin() ? 'sara2g.ui.outbox.indicador_login' : 'sara2g.ui.outbox.indicador', { n: list.length })
      : refused === list.length
        ? t('sara2g.ui.outbox.indicador_recusados', { n: refused })
        : waitsForLogin()
          ? t('sara2g.ui.outbox.indicador_misto_login', { n: list.length - refused, recusados: refused })
          : t('sara2g.ui.outbox.indicador_misto', { n: list.length, recusados: refused });
  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)} data-testid="outbox-indicator">
          <Badge badgeContent={list.length} color={failed ? 'error' : 'warning'} max={99}>
            {failed ? <SyncProblemIcon /> : <CloudUploadOutlinedIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      <OutboxDialog open={open} items={list} onClose={() => setOpen(false)} announce={announce} />
    </>
  );
}
