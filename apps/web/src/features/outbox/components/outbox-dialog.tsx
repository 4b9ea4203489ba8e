import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDisplayDate, type Displayed } from '@sara/domain/rules/fields';
import { ActionButtons } from '../../../components/action-buttons';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { useOnlineStatus } from '../../../hooks/use-online-status';
import { refusedNextStep } from '../lib/reopen';
import { shownStatus } from '../lib/shown-status';
import { useWhere } from '../lib/use-where';
import {
  discardEntry,
  flushOutbox,
  forbidden,
  retryEntry,
  uncorrectable,
  waitsForLogin,
  type OutboxItem,
} from '../../../offline/outbox';
import { endSession } from '../../../lib/session';

const P = 'sara2g.ui.outbox.';

export interface OutboxDialogProps {
  open: boolean;
  items: readonly OutboxItem[];
  onClose(): void;
  /** Says how many a send from here sent (the shell's flusher, which says its refusals too). */
  announce(sent: number): void;
}

/**
 * The writes kept on the device: waiting ones, and refused ones with the server's message, retry,
 * discard, and open in their screen for correction.
 */
export function OutboxDialog({ open, items, onClose, announce }: OutboxDialogProps) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const [discarding, setDiscarding] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // a way forward followed: the screen it opens takes the focus, not the app bar's outbox button
  const [leaving, setLeaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setLeaving(false);
  }
  const navigate = useNavigate();
  const waiting = items.some((i) => i.status !== 'failed');
  // the server refused the session on a send: nothing goes before a login, and 'Enviar agora' would do nothing
  const needsLogin = online && waiting && waitsForLogin();
  const where = useWhere(items);

  const send = async (work: () => Promise<number>) => {
    setBusy(true);
    try {
      announce(await work());
    } finally {
      setBusy(false);
    }
  };
  // the spec's dd/MM/yyyy HH:mm in every language, as the rest of the app
  const shown = (d: Displayed) => ('text' in d ? d.text : t(d.token));
  const when = (iso: string) => shown(formatDisplayDate(new Date(iso), true));
  // the date the user gave the sample: the collection's, or the scheduled day
  const sampleDate = (item: OutboxItem) => {
    const first = item.itens[0];
    return first?.dataColeta
      ? shown(formatDisplayDate(first.dataColeta, true))
      : shown(formatDisplayDate(first?.dataAgendada ?? null));
  };

  return (
    <>
      <ResponsiveDialog
        open={open}
        onClose={onClose}
        disableRestoreFocus={leaving}
        title={t(`${P}titulo`)}
        actions={
          <>
            {waiting && online && !needsLogin && (
              <Button disabled={busy} onClick={() => void send(flushOutbox)}>
                {t(`${P}enviar_agora`)}
              </Button>
            )}
            <Button variant="contained" onClick={onClose}>
              {t(`${P}fechar`)}
            </Button>
          </>
        }
      >
        {!online && waiting && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t(`${P}sem_conexao`)}
          </Alert>
        )}
        {needsLogin && (
          // the button under the text: beside it, on a phone, it squeezed the text to a word a line
          <Alert severity="warning" sx={{ mb: 2 }} data-testid="outbox-login">
            {t(`${P}sessao_recusada`)}
            <Box sx={{ mt: 1 }}>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => {
                  onClose();
                  endSession('unauthorized');
                }}
              >
                {t(`${P}entrar`)}
              </Button>
            </Box>
          </Alert>
        )}
        {items.length === 0 && <Typography>{t(`${P}vazio`)}</Typography>}
        <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="outbox-list">
          {items.map((item) => (
            <Stack
              key={item.id}
              component="li"
              spacing={0.5}
              data-testid="outbox-entry"
              data-status={item.status}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
            >
              <Stack
                direction="row"
                useFlexGap
                sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 0.5 }}
              >
                <Typography variant="subtitle2" component="span">
                  {/* an edit (PUT) of a collection or schedule is not a new one */}
                  {t(
                    `${P}tipo.${item.kind}${item.method === 'PUT' && item.kind !== 'agendada-finalizar' ? '.alteracao' : ''}`,
                  )}
                </Typography>
                <Chip
                  size="small"
                  color={item.status === 'failed' ? 'error' : 'default'}
                  label={t(`${P}status.${shownStatus(item.status, online)}`)}
                />
              </Stack>
              {where.has(item.id) && <Typography variant="body2">{where.get(item.id)}</Typography>}
              <Typography variant="body2" color="text.secondary">
                {t(`${P}resumo`, { n: item.itens.length, data: sampleDate(item), quando: when(item.createdAt) })}
              </Typography>
              {item.status !== 'failed' && item.serverFailure && (
                <>
                  <Alert severity="warning" sx={{ py: 0 }}>
                    {t(`${P}falha_servidor`, { erro: item.serverFailure.error, count: item.serverFailure.attempts })}
                  </Alert>
                  {/* a write the server keeps failing on may never go: the user may let it go */}
                  <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                    <Button size="small" color="error" disabled={busy} onClick={() => setDiscarding(item.id)}>
                      {t(`${P}descartar`)}
                    </Button>
                  </Stack>
                </>
              )}
              {item.status === 'failed' && (
                <>
                  {item.error && (
                    <Alert severity="error" sx={{ py: 0 }}>
                      {item.error}
                      {uncorrectable(item) && ` ${t(`${P}sem_correcao`)}`}
                      {forbidden(item) && ` ${t(`${P}sem_permissao`)}`}
                    </Alert>
                  )}
                  {/* the way forward first: on a phone a column from the top, on a wider screen a row to the right */}
                  <ActionButtons>
                    <Button size="small" color="error" disabled={busy} onClick={() => setDiscarding(item.id)}>
                      {t(`${P}descartar`)}
                    </Button>
                    {/* not where sending the same again can only be refused again */}
                    {!resendFailsAgain(item) && (
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={busy || !online}
                        onClick={() => void send(() => retryEntry(item.id))}
                      >
                        {t(`${P}tentar_novamente`)}
                      </Button>
                    )}
                    {/* a refusal is usually about what was entered: correcting it is the first suggestion;
                        not when the group is gone (404) or its state no longer takes the write (409), where a
                        finalization whose schedule was deleted is registered as a new collection instead */}
                    <NextStepButton
                      item={item}
                      disabled={busy}
                      onGo={(to) => {
                        setLeaving(true);
                        onClose();
                        void navigate(to);
                      }}
                    />
                  </ActionButtons>
                </>
              )}
            </Stack>
          ))}
        </Stack>
      </ResponsiveDialog>
      <ConfirmDialog
        open={discarding !== null}
        title={t(`${P}descartar`)}
        lines={[t(`${P}descartar_confirmar`)]}
        destructive
        confirmLabel={t(`${P}descartar`)}
        onConfirm={() => {
          const id = discarding;
          setDiscarding(null);
          if (id !== null) void discardEntry(id);
        }}
        onCancel={() => setDiscarding(null)}
      />
    </>
  );
}

/**
 * A refusal the same request would get again: the group is gone or its state no longer takes the write
 * (404, 409), or it changed since the write was made (412, corrected in its screen over the version now).
 * Other refusals may pass later (a place reactivated, a budget reopened at the office).
 */
const resendFailsAgain = (item: OutboxItem) => uncorrectable(item) || item.errorStatus === 412;

/**
 * The way forward of a refused entry: correcting it in its screen, or, for a finalization whose
 * schedule was deleted, registering it as a new collection. None when nothing can be corrected.
 */
function NextStepButton({ item, disabled, onGo }: { item: OutboxItem; disabled: boolean; onGo(to: string): void }) {
  const { t } = useTranslation();
  const next = refusedNextStep(item);
  if (!next) return null;
  return (
    <Button size="small" variant="contained" disabled={disabled} onClick={() => onGo(next.to)}>
      {t(next.label)}
    </Button>
  );
}
