import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { LIMITS } from '@sara/domain/constants';
import { companyProductIssues } from '@sara/domain/rules/location';
import { useCreateProdutoEmpresa } from '../../api/places/create-produto-empresa';
import { readLocalProdutosEmpresa } from '../../api/places/get-produtos-empresa';
import { useOnlineStatus } from '../../hooks/use-online-status';
import type { ProdutoEmpresa } from '../../types/api';
import { TextField } from '../form/text-field';
import { ResponsiveDialog } from '../responsive-dialog';
import { useCloseOnBack } from '../../lib/back-closes';
import { useSnackbar } from '../snackbar-provider';
import { userErrorText } from '../../lib/error-text';

export interface ProductDialogProps {
  open: boolean;
  /** The company the product belongs to. */
  idEmpresa: number;
  onClose(): void;
  /** The product the server created; the dialog then closes. */
  onCreated(product: ProdutoEmpresa): void;
}

/**
 * 'Cadastro produto': a company product's name (required, max 60), unique within the company
 * ignoring case in the local store; a server refusal (409...) goes to the shared error list and
 * under the name, any other failure (no connection, the server's error) to an alert in the dialog;
 * the dialog stays open with the name.
 */
export function ProductDialog({ open, idEmpresa, onClose, onCreated }: ProductDialogProps) {
  const { t } = useTranslation();
  return (
    // back cancels, as its Cancelar does; a tap outside does nothing (the name would be lost by a slip)
    <ResponsiveDialog open={open} onBack={onClose} title={t('sara2g.ui.produto_empresa.titulo')}>
      {/* the form lives inside the dialog's content: it starts empty every time the dialog opens */}
      <ProductForm idEmpresa={idEmpresa} onClose={onClose} onCreated={onCreated} />
    </ResponsiveDialog>
  );
}

function ProductForm({ idEmpresa, onClose, onCreated }: Omit<ProductDialogProps, 'open'>) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const { showSnackbar } = useSnackbar();
  const create = useCreateProdutoEmpresa();
  const { control, handleSubmit, setError, formState } = useForm({ defaultValues: { nome: '' } });
  const nameError = formState.errors.nome;
  const [failure, setFailure] = useState<string | null>(null);

  const save = handleSubmit(async ({ nome }) => {
    const existing = await readLocalProdutosEmpresa(idEmpresa);
    const [issue] = companyProductIssues({ nome, idEmpresa }, existing);
    if (issue) {
      setError('nome', { type: 'rule', message: t(issue.message, issue.args) }, { shouldFocus: true });
      return;
    }
    setFailure(null);
    try {
      const product = await create.mutateAsync({ nome: nome.trim(), idEmpresa });
      showSnackbar(t('sara2g.ui.produto_empresa.sucesso'));
      onCreated(product);
      onClose();
    } catch (error) {
      // already in the shared error list (spec part A section 8), which the dialog covers: a name the
      // server refused (another device registered it first) is said under the field too, any other
      // failure in the dialog
      console.error('Product registration failed', error);
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setError('nome', { type: 'rule', message: error.message.split('\n')[0] }, { shouldFocus: true });
      } else {
        setFailure(userErrorText(error));
      }
    }
  });
  const saving = formState.isSubmitting;
  // while it saves, back does nothing (Cancelar is disabled too)
  useCloseOnBack(saving, null);

  return (
    <form noValidate onSubmit={save}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {!online && <Alert severity="warning">{t('sara2g.ui.produto_empresa.sem_conexao')}</Alert>}
        {failure && (
          <Alert severity="error" role="alert" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <TextField
          name="nome"
          control={control}
          label={t('sara2g.ui.produto_empresa.nome')}
          required
          maxLength={LIMITS.nomeProduto}
          errorMessage={nameError?.type === 'rule' ? nameError.message : undefined}
          autoFocus
          fullWidth
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose} disabled={saving}>
            {t('sara2g.ui.txt.cancelar')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || !online} loading={saving}>
            {t('sara2g.ui.txt.salvar')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
