import { useTranslation } from 'react-i18next';
import { useController, type Control } from 'react-hook-form';
import { RecollectionChoice } from '../../collection/components/recollection-choice';
import type { ScheduleValues } from '../form-logic';

export interface ScheduledRecollectionProps {
  control: Control<ScheduleValues>;
  index: number;
  /** The user's change (the form is then kept on the device). */
  onChange(): void;
}

/**
 * 'Recoleta' on a scheduled item (RAMA programs, part A section 4): the earlier sample the collector
 * is to collect again, chosen as on the collection card, held in the item's form fields.
 */
export function ScheduledRecollection({ control, index, onChange }: ScheduledRecollectionProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: `itens.${index}.idAmostraRecoletada` });
  const code = useController({ control, name: `itens.${index}.codigoRecoletado` });
  const flag = useController({ control, name: `itens.${index}.isRecoleta` });
  return (
    <RecollectionChoice
      checked={flag.field.value === true || field.value != null}
      idAmostraRecoletada={field.value}
      codigo={code.field.value}
      error={fieldState.error?.message && t(fieldState.error.message)}
      errorId={`agendamento-item-${index}-recoleta-erro`}
      testId={`agendamento-item-${index}-recoleta`}
      inputRef={field.ref}
      onChange={(chosen) => {
        onChange();
        flag.field.onChange(chosen !== null);
        field.onChange(chosen?.idAmostraRecoletada ?? null);
        code.field.onChange(chosen?.codigo ?? null);
      }}
    />
  );
}
