import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { FieldValues } from 'react-hook-form';
import { FORMATS } from '@sara/domain/constants';
import { useDateField, type DateFieldProps } from './use-date-field';

/** A date field (dd/MM/yyyy) bound to react-hook-form: required and invalid-date messages, past days blocked on wide screens. */
export function DatePickerField<T extends FieldValues, TOut = T>(props: DateFieldProps<T, TOut>) {
  return <DatePicker {...useDateField(props)} format={FORMATS.date} />;
}
