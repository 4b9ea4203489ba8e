import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { RecollectionDialog } from '../../collection/components/recollection-dialog';
import type { ScheduleValues } from '../form-logic';

export interface ScheduledRecollectionProps {
  control: Control<ScheduleValues>;
  index: number;
  /** The user's change (the form is then kept on the device). */
  onChange(): void;
}

/**
 * 'Recoleta' on a scheduled item (RAMA programs, part A section 4): the earlier sample the collector
 * is to collect again, chosen in the collection card's dialog by its tracking code. Unticking forgets it.
 */
export function ScheduledRecollection({ control, index, onChange }: ScheduledRecollectionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { field, fieldState } = useController({ control, name: `itens.${index}.idAmostraRecoletada` });
  const code = useController({ control, name: `itens.${index}.codigoRecoletado` });
  const flag = useController({ control, name: `itens.${index}.isRecoleta` });
  const errorId = `agendamento-item-${index}-recoleta-erro`;
  const chosen = flag.field.value === true || field.value != null;

  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={chosen}
            slotProps={{
              input: {
                ref: field.ref,
                'aria-invalid': fieldState.error ? true : undefined,
                'aria-describedby': fieldState.error ? errorId : undefined,
              },
            }}
            onChange={(e) => {
              if (e.target.checked) {
                setOpen(true);
                return;
              }
              onChange();
              flag.field.onChange(false);
              field.onChange(null);
              code.field.onChange(null);
            }}
          />
        }
        label={t('sara2g.ui.coleta.recoleta')}
      />
      {chosen && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ ml: 4 }}
          data-testid={`agendamento-item-${index}-recoleta`}
        >
          {t('sara2g.ui.coleta.recoleta_de', {
            codigo: code.field.value ?? (field.value != null ? `#${field.value}` : ''),
          })}
        </Typography>
      )}
      {fieldState.error?.message && (
        <Typography variant="body2" color="error" sx={{ ml: 4 }} id={errorId}>
          {t(fieldState.error.message)}
        </Typography>
      )}
      {open && (
        <RecollectionDialog
          onClose={() => setOpen(false)}
          onConfirm={(r) => {
            setOpen(false);
            onChange();
            flag.field.onChange(true);
            field.onChange(r.idAmostraRecoletada);
            code.field.onChange(r.codigo);
          }}
        />
      )}
    </Box>
  );
}
