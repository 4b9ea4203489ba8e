import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { FORMATS } from '@sara/domain/constants';
import { parseWireDate } from '@sara/domain/rules/fields';
import { PARTIAL_WIRE_DATE, pickerOfWire, wireOfPicker } from './date-rules';
import { usePartlyTyped } from './partly-typed';
import { PICKER_SLOTS } from './picker-back';

export interface WireDatePickerProps {
  label: string;
  /** The wire date of the screen's state (YYYY-MM-DDTHH:mm:ss.SSS), or what date-rules keeps of one that is not a date. */
  value: string | null | undefined;
  onChange: (wire: string | null) => void;
  /** A date and 24-hour time (dd/MM/yyyy HH:mm) instead of a date. */
  withTime?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** The message under the field, from the screen's rules. */
  error?: string;
  /** Days the calendar offers (the rules still judge a typed date): wire dates, or undefined for no bound. */
  minDay?: string | null;
  maxDay?: string | null;
}

/**
 * A date field of a screen whose state holds wire dates (the collection screen and its item
 * cards): a date that is not a real one, or is only partly typed, stays in the state as such, so
 * the shared rules answer 'Data inválida' instead of taking it for an empty field.
 */
export function WireDatePicker(props: WireDatePickerProps) {
  const { label, value, onChange, withTime, required, disabled, error } = props;
  const shown = pickerOfWire(value);
  const minDate = parseWireDate(props.minDay) ?? undefined;
  const maxDate = parseWireDate(props.maxDay) ?? undefined;
  const typed = usePartlyTyped(shown === null, value === PARTIAL_WIRE_DATE, (p) =>
    onChange(p ? PARTIAL_WIRE_DATE : null),
  );
  const common = {
    slots: PICKER_SLOTS,
    label,
    value: shown,
    disabled,
    minDate,
    maxDate,
    inputRef: typed.inputRef,
    onChange: (d: Date | null) => onChange(wireOfPicker(d, withTime)),
    slotProps: {
      textField: {
        size: 'small' as const,
        fullWidth: true,
        required,
        error: Boolean(error),
        helperText: error,
        onBlur: typed.onBlur,
      },
    },
  };
  return withTime ? (
    <DateTimePicker {...common} format={FORMATS.dateTime} ampm={false} />
  ) : (
    <DatePicker {...common} format={FORMATS.date} />
  );
}
