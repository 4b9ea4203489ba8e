import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { LAYOUT } from '@sara/domain/constants';
import type { StatusSistema } from '@sara/domain/enums';
import { rangeIssues } from '@sara/domain/rules/followup';
import { DatePickerField } from '../../../components/form/date-picker-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { varejosQueryOptions } from '../../../api/reference/get-varejos';
import { useLoggedError } from '../../../hooks/use-logged-error';
import { statusToken } from '../lib/card-rules';
import { dateToIso, isoToDate, statusOptionsFor, type FilterAccess, type MySamplesFilters } from '../lib/filters';
import { useCloseOnBack } from '../../../lib/back-closes';

interface FilterForm {
  dataInicial: Date | null;
  dataFinal: Date | null;
  status: StatusSistema | '';
  codigoRastreamento: string;
  idVarejo: number | '';
  fornecedor: string;
}

export interface FilterDrawerProps {
  open: boolean;
  filters: MySamplesFilters;
  access: FilterAccess;
  onClose(): void;
  onApply(filters: MySamplesFilters): void;
  onClear(): void;
}

/** The right drawer of the personal list (max 400 px): period, status, tracking code and, by feature, retail chain or supplier. */
export function FilterDrawer({ open, onClose, ...props }: FilterDrawerProps) {
  const { t } = useTranslation();
  useCloseOnBack(open, onClose);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // named as its heading says: a drawer is a dialog to a screen reader
      slotProps={{
        paper: {
          sx: { width: '100%', maxWidth: LAYOUT.drawerMaxWidth },
          'aria-label': t('sara2g.ui.listagem.filtros'),
        },
      }}
    >
      <FilterFormContent onClose={onClose} {...props} />
    </Drawer>
  );
}

function FilterFormContent({ filters, access, onClose, onApply, onClear }: Omit<FilterDrawerProps, 'open'>) {
  const { t } = useTranslation();
  // the retail chain list of the filter: a failure is only logged (part B section 8)
  const varejos = useQuery({ ...varejosQueryOptions({ silent: true }), enabled: access.varejo });
  useLoggedError(varejos.error, 'My samples filter: retail chains');
  const { control, handleSubmit, setError } = useForm<FilterForm>({
    defaultValues: {
      dataInicial: isoToDate(filters.dataInicial),
      dataFinal: isoToDate(filters.dataFinal),
      status: filters.status,
      codigoRastreamento: filters.codigoRastreamento,
      idVarejo: filters.idVarejo ?? '',
      fornecedor: filters.fornecedor,
    },
  });

  const apply = (v: FilterForm) => {
    const reversed = rangeIssues(v, [['dataInicial', 'dataFinal']]);
    for (const i of reversed) setError(i.path as 'dataFinal', { message: i.message });
    if (reversed.length > 0) return;
    onApply({
      dataInicial: dateToIso(v.dataInicial),
      dataFinal: dateToIso(v.dataFinal),
      status: v.status,
      codigoRastreamento: v.codigoRastreamento.trim(),
      idVarejo: v.idVarejo === '' ? null : Number(v.idVarejo),
      fornecedor: v.fornecedor.trim(),
    });
  };

  const statusOptions = [
    { value: '', label: t('sara2g.ui.listagem.todos') },
    ...statusOptionsFor(access).map((s) => ({ value: s, label: t(statusToken(s)) })),
  ];
  const varejoOptions = [
    { value: '', label: t('sara2g.ui.listagem.todos_varejo') },
    ...(varejos.data ?? []).map((v) => ({ value: v.idVarejo, label: v.nome })),
  ];

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void handleSubmit(apply)(e)}
      aria-label={t('sara2g.ui.listagem.filtros')}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, minHeight: '100%' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {t('sara2g.ui.listagem.filtros')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('sara2g.ui.txt.fechar')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <DatePickerField name="dataInicial" control={control} label={t('sara2g.ui.listagem.data_inicial')} allowPast />
      <DatePickerField name="dataFinal" control={control} label={t('sara2g.ui.listagem.data_final')} allowPast />
      <SelectField name="status" control={control} label={t('sara2g.ui.listagem.status')} options={statusOptions} />
      <TextField
        name="codigoRastreamento"
        control={control}
        label={t('sara2g.ui.listagem.codigo_rastreamento')}
        maxLength={60}
      />
      {access.varejo && (
        <SelectField name="idVarejo" control={control} label={t('sara2g.ui.listagem.varejo')} options={varejoOptions} />
      )}
      {access.fornecedor && (
        <TextField name="fornecedor" control={control} label={t('sara2g.ui.listagem.fornecedor')} maxLength={100} />
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 'auto' }}>
        <Button onClick={onClear}>{t('sara2g.ui.txt.limpar')}</Button>
        <Button type="submit" variant="contained">
          {t('sara2g.ui.listagem.aplicar')}
        </Button>
      </Stack>
    </Box>
  );
}
