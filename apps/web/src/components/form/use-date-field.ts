import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { isValid, startOfDay } from 'date-fns';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { validateDate } from './date-rules';
import { FIELD_MESSAGES } from './messages';
import { usePartlyTyped } from './partly-typed';
import { PICKER_SLOTS } from './picker-back';

export interface DateFieldProps<T extends FieldValues, TOut = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  required?: boolean;
  /**
   * Past days are blocked on wide screens (sm and up) by default (spec part A section 2);
   * true accepts them everywhere.
   */
  allowPast?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/**
 * The first day a date field takes: today on wide screens (sm and up), where past days are blocked
 * by default (spec part A section 2); none on phones, or when `allowPast`. Today as of this render, so
 * a screen left open overnight moves on at its next render.
 */
export function useFirstAllowedDay(allowPast = false): Date | undefined {
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'));
  return wide && !allowPast ? startOfDay(new Date()) : undefined;
}

/**
 * The react-hook-form binding and the rules shared by the date and date-time fields: answers the
 * props both MUI pickers take.
 */
export function useDateField<T extends FieldValues, TOut = T>({
  name,
  control,
  label,
  required = false,
  allowPast = false,
  disabled,
  helperText,
}: DateFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const minDate = useFirstAllowedDay(allowPast);
  const { field, fieldState } = useController({
    name,
    control,
    rules: { validate: (value) => validateDate(value, { required, minDate }) },
  });
  const { error } = fieldState;
  // a partly typed date is an invalid Date in the form ('Data inválida'), null to the picker so
  // what was typed stays; a flag, since react-hook-form keeps copies of the Dates it is given
  const [partlyTyped, setPartlyTyped] = useState(false);
  const value = (field.value as Date | null | undefined) ?? null;
  const partial = partlyTyped && value !== null && !isValid(value);
  const shown = partial ? null : value;
  const typed = usePartlyTyped(
    shown === null,
    partial,
    (p) => {
      setPartlyTyped(p);
      field.onChange(p ? new Date(Number.NaN) : null);
    },
    field.ref,
  );
  return {
    label,
    value: shown,
    onChange: (date: Date | null) => {
      setPartlyTyped(false);
      field.onChange(date);
    },
    inputRef: typed.inputRef,
    slots: PICKER_SLOTS,
    minDate,
    disabled,
    slotProps: {
      textField: {
        name: field.name,
        required,
        onBlur: () => {
          typed.onBlur(); // before the field's own blur, whose validation should see the marker
          field.onBlur();
        },
        error: Boolean(error),
        helperText: error ? t(error.message || FIELD_MESSAGES.invalidDate) : helperText,
        fullWidth: true,
      },
    },
  };
}
