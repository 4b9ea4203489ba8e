import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { MOTIVO_COLETA_NAO_REALIZADA, type MotivoColetaNaoRealizada } from '@sara/domain/enums';
import { ResponsiveDialog } from '../../../components/responsive-dialog';

export const reasonToken = (m: MotivoColetaNaoRealizada) => `sara2g.ui.coleta.motivo.${m}`;

export interface ReasonsDialogProps {
  open: boolean;
  value: readonly MotivoColetaNaoRealizada[];
  /** The item's program traces its samples: only then may the product have lacked its traceability. */
  traceable: boolean;
  onClose(): void;
  onConfirm(value: MotivoColetaNaoRealizada[]): void;
  /** Deletes the item's reasons (the collection was done after all); offered once it has some. */
  onDelete(): void;
}

/**
 * 'Coleta não realizada': the reasons the collection was not done (at least one to confirm), with a
 * delete button that removes the item's reasons (spec part A section 4). Mounted when opened, so it
 * starts from the item's reasons.
 */
export function ReasonsDialog({ open, value, traceable, onClose, onConfirm, onDelete }: ReasonsDialogProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<MotivoColetaNaoRealizada[]>([...value]);
  const toggle = (m: MotivoColetaNaoRealizada) =>
    setChosen((c) => (c.includes(m) ? c.filter((x) => x !== m) : [...c, m]));
  // 'Falta de produto com rastreabilidade' says nothing of a water sample or an untraced product (one
  // chosen before, under a program that traces, stays to be seen and taken off)
  const offered = MOTIVO_COLETA_NAO_REALIZADA.filter(
    (m) => traceable || m !== 'falta_produto_com_rastreabilidade' || value.includes(m),
  );
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      title={t('sara2g.ui.coleta.nao_realizada')}
      actions={
        <>
          {value.length > 0 && (
            <Button color="error" onClick={onDelete} sx={{ mr: 'auto' }}>
              {t('sara2g.ui.coleta.motivo.excluir')}
            </Button>
          )}
          <Button onClick={onClose}>{t('sara2g.ui.coleta.cancelar')}</Button>
          <Button variant="contained" disabled={chosen.length === 0} onClick={() => onConfirm(chosen)}>
            {t('sara2g.ui.coleta.confirmar')}
          </Button>
        </>
      }
    >
      <FormGroup>
        {offered.map((m) => (
          <FormControlLabel
            key={m}
            control={<Checkbox checked={chosen.includes(m)} onChange={() => toggle(m)} />}
            label={t(reasonToken(m))}
          />
        ))}
      </FormGroup>
    </ResponsiveDialog>
  );
}
