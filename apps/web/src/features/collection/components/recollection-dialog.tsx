import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@sara/domain/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FEATURES, hasFeature } from '@sara/domain/features';
import { canConfirmRecollection } from '@sara/domain/rules/collection';
import { formatDisplayDate } from '@sara/domain/rules/fields';
import type { MySampleRow } from '@sara/domain/lists';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { QrScanButton } from '../../../components/qr-scan/qr-scan-button';
import { getRastreamento } from '../../../api/samples/get-rastreamento';
import { useSessionState } from '../../../lib/session';
import { getEarlierSamples } from '../api/earlier-samples';

const P = 'sara2g.ui.coleta.';

export interface Recollection {
  idAmostraRecoletada: number;
  codigo: string;
}

export interface RecollectionDialogProps {
  onClose(): void;
  onConfirm(value: Recollection): void;
}

/**
 * 'Recoleta' (RAMA programs, spec part A section 4): the earlier sample this one recollects, by its
 * tracking code, typed, read from its QR code or picked from the user's samples with that code.
 * Confirming needs a code; a typed code is resolved to its sample through the tracking call.
 * Mounted when opened.
 */
export function RecollectionDialog({ onClose, onConfirm }: RecollectionDialogProps) {
  const { t } = useTranslation();
  const [codigo, setCodigo] = useState('');
  const [rows, setRows] = useState<MySampleRow[] | null>(null);
  const [chosen, setChosen] = useState<MySampleRow | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // found through the tracking call: the code's earlier sample, confirmed as is
  const [tracedTo, setTracedTo] = useState<Recollection | null>(null);
  const listsSamples = hasFeature(useSessionState().session?.features ?? [], FEATURES.listagem);

  /** The earlier sample of a code by the tracking call (who may not list samples finds it this way too). */
  const traced = async (code: string): Promise<Recollection | null> => {
    try {
      const info = await getRastreamento(code);
      return info.idAmostra != null ? { idAmostraRecoletada: info.idAmostra, codigo: code.trim() } : null;
    } catch {
      return null;
    }
  };

  const search = async (code = codigo) => {
    if (!canConfirmRecollection(code)) return;
    setBusy(true);
    setError(null);
    try {
      // the user's samples with the code (the list feature), otherwise the sample the code traces to
      const found = listsSamples ? await getEarlierSamples(code) : [];
      if (found.length > 0) {
        setRows(found);
        setChosen(found.length === 1 ? found[0]! : null);
        return;
      }
      setRows(null);
      const one = await traced(code);
      if (one) setTracedTo(one);
      else setError(t(`${P}recoleta_nenhuma`));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (chosen) {
      onConfirm({ idAmostraRecoletada: chosen.idAmostra, codigo: chosen.codigoRastreamento ?? codigo.trim() });
      return;
    }
    if (tracedTo) {
      onConfirm(tracedTo);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const one = await traced(codigo);
      if (one) onConfirm(one);
      else setError(t(`${P}recoleta_nenhuma`));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ResponsiveDialog
      open
      onClose={onClose}
      title={t(`${P}recoleta_titulo`)}
      actions={
        <>
          <Button onClick={onClose}>{t(`${P}cancelar`)}</Button>
          <Button variant="contained" disabled={busy || !canConfirmRecollection(codigo)} onClick={() => void confirm()}>
            {t(`${P}confirmar`)}
          </Button>
        </>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`${P}recoleta_instrucao`)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t(`${P}recoleta_codigo`)}
          value={codigo}
          onChange={(e) => {
            setCodigo(e.target.value);
            setChosen(null);
            setRows(null);
            setTracedTo(null);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void search();
          }}
          slotProps={{ htmlInput: { maxLength: LIMITS.codigoRastreamento } }}
        />
        <QrScanButton
          onResult={(value) => {
            setCodigo(value);
            void search(value);
          }}
        />
      </Stack>
      <Button
        size="small"
        sx={{ mt: 1 }}
        disabled={busy || !canConfirmRecollection(codigo)}
        onClick={() => void search()}
      >
        {t(`${P}recoleta_buscar`)}
      </Button>
      {rows && rows.length > 0 && (
        <List dense aria-label={t(`${P}recoleta_titulo`)}>
          {rows.map((row) => (
            <ListItemButton
              key={row.idAmostra}
              selected={chosen?.idAmostra === row.idAmostra}
              onClick={() => setChosen(row)}
            >
              <ListItemText
                primary={`${row.codigoRastreamento ?? '—'} · ${row.produto ?? ''}`}
                secondary={[row.localColeta, formatDate(row.dataColeta)].filter(Boolean).join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      )}
      {tracedTo && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {t(`${P}recoleta_de`, { codigo: tracedTo.codigo })}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </ResponsiveDialog>
  );
}

function formatDate(value: string | null): string | null {
  const d = formatDisplayDate(value);
  return 'text' in d ? d.text : null;
}
