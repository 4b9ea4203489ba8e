import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { FieldValues } from 'react-hook-form';
import { FORMATS } from '@sara/domain/constants';
import { useDateField, type DateFieldProps } from './use-date-field';

/** A date and 24-hour time field (dd/MM/yyyy HH:mm) bound to react-hook-form, with the rules of DatePickerField. */
export function DateTimePickerField<T extends FieldValues, TOut = T>(props: DateFieldProps<T, TOut>) {
  return <DateTimePicker {...useDateField(props)} format={FORMATS.dateTime} ampm={false} />;
}
