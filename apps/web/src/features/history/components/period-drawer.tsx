import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { startOfDay } from 'date-fns';
import { useForm } from 'react-hook-form';
import { LAYOUT } from '@sara/domain/constants';
import { rangeIssues } from '@sara/domain/rules/followup';
import { DatePickerField } from '../../../components/form/date-picker-field';
import type { Period } from '../lib/period';
import { useCloseOnBack } from '../../../lib/back-closes';

interface PeriodValues {
  dataInicial: Date | null;
  dataFinal: Date | null;
}

export interface PeriodDrawerProps {
  open: boolean;
  period: Period;
  onApply(period: Period): void;
  onClose(): void;
}

/** The right drawer with the required 'Data inicial' and 'Data final' (spec part B sections 2 and 5). */
export function PeriodDrawer({ open, period, onApply, onClose }: PeriodDrawerProps) {
  const { t } = useTranslation();
  useCloseOnBack(open, onClose);
  const { control, handleSubmit, reset, setError } = useForm<PeriodValues>({
    defaultValues: { dataInicial: period.inicio, dataFinal: period.fim },
  });
  useEffect(() => {
    if (open) reset({ dataInicial: period.inicio, dataFinal: period.fim });
  }, [open, period, reset]);

  const apply = handleSubmit((values) => {
    // the same period rule as the other filter screens (packages/domain)
    const reversed = rangeIssues(values, [['dataInicial', 'dataFinal']]);
    for (const i of reversed) setError('dataFinal', { message: i.message });
    if (reversed.length === 0) onApply({ inicio: startOfDay(values.dataInicial!), fim: startOfDay(values.dataFinal!) });
  });

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // named as its heading says: a drawer is a dialog to a screen reader
      slotProps={{
        paper: {
          sx: { width: '100%', maxWidth: LAYOUT.drawerMaxWidth },
          'aria-label': t('sara2g.ui.historico.filtros'),
        },
      }}
    >
      <Box component="form" noValidate onSubmit={(event) => void apply(event)} sx={{ p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {t('sara2g.ui.historico.filtros')}
          </Typography>
          <IconButton aria-label={t('sara2g.ui.txt.fechar')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Stack spacing={2}>
          <DatePickerField
            name="dataInicial"
            control={control}
            label={t('sara2g.ui.historico.data_inicial')}
            required
            allowPast
          />
          <DatePickerField
            name="dataFinal"
            control={control}
            label={t('sara2g.ui.historico.data_final')}
            required
            allowPast
          />
          <Button type="submit" variant="contained">
            {t('sara2g.ui.historico.aplicar')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
