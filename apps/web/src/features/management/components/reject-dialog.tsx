import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@sara/domain/constants';
import type { ManagementRow } from '@sara/domain/lists';
import { rejectionIssues } from '@sara/domain/rules/followup';
import { ApiError } from '../../../api/client';
import { refreshSamples } from '../../../api/samples/keys';
import { useRejectSample } from '../../../api/samples/rejeitar';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { useSnackbar } from '../../../components/snackbar-provider';
import { limitMessage } from '../../../components/form/messages';
import { useProductName } from '../../../lib/product-name';
import { sampleName } from '../lib/rows';

const G = 'sara2g.ui.gerenciamento';

export interface RejectDialogProps {
  row: ManagementRow | null;
  onClose(): void;
}

/** Asks the rejection reason (required, trimmed: part B section 5) and rejects the sample. */
export function RejectDialog({ row, onClose }: RejectDialogProps) {
  return (
    <ResponsiveDialog open={row != null} onClose={onClose} title={<RejectTitle />}>
      {row && <RejectForm key={row.idAmostra} row={row} onClose={onClose} />}
    </ResponsiveDialog>
  );
}

function RejectTitle() {
  const { t } = useTranslation();
  return <>{t(`${G}.rejeitar_titulo`)}</>;
}

function RejectForm({ row, onClose }: { row: ManagementRow; onClose(): void }) {
  const { t } = useTranslation();
  const product = useProductName();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const reject = useRejectSample();
  const [motivo, setMotivo] = useState('');
  const motivoRef = useRef<HTMLTextAreaElement>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = () => {
    const issue = rejectionIssues(motivo)[0];
    if (issue) {
      setFieldError(t(issue.message, issue.args));
      // a refused save goes to its field (docs/decisions/0027), where a screen reader reads the error
      motivoRef.current?.focus();
      return;
    }
    setFieldError(null);
    setServerError(null);
    reject.mutate(
      { idAmostra: row.idAmostra, observacao: motivo.trim() },
      {
        onSuccess: (answer) => {
          showSnackbar(answer.mensagem, 'success');
          void refreshSamples(queryClient);
          onClose();
        },
        onError: (error) => {
          const onField = error instanceof ApiError && error.fieldErrors.find((e) => e.path === 'observacao');
          if (onField) setFieldError(onField.message);
          else setServerError(error.message);
          // gone or in another state (404, 409): the row behind the dialog is out of date
          if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
            void refreshSamples(queryClient);
          }
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {t(`${G}.rejeitar_texto`, { codigo: sampleName(row, product(row.produto, row.produtoI18n)) })}
      </DialogContentText>
      <TextField
        inputRef={motivoRef}
        label={t(`${G}.motivo`)}
        value={motivo}
        onChange={(e) => {
          setMotivo(e.target.value);
          if (fieldError) setFieldError(null);
        }}
        required
        fullWidth
        multiline
        minRows={3}
        autoFocus
        error={fieldError != null}
        helperText={fieldError ?? limitMessage(t, motivo, LIMITS.observacao)}
        slotProps={{ htmlInput: { maxLength: LIMITS.observacao } }}
      />
      {serverError && (
        <Alert severity="error" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
          {serverError}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button onClick={onClose}>{t('sara2g.ui.txt.cancelar')}</Button>
        <Button type="submit" variant="contained" color="error" loading={reject.isPending}>
          {t(`${G}.confirmar_rejeicao`)}
        </Button>
      </Stack>
    </form>
  );
}
