import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { FIELD_MESSAGES } from './messages';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues, TOut = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  options: readonly SelectOption[];
  rules?: UseControllerProps<T, FieldPath<T>, TOut>['rules'];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Shown instead of the validation message when the field is invalid. */
  errorMessage?: string;
  size?: MuiTextFieldProps['size'];
}

/** A select bound to react-hook-form: 'Campo obrigatório' when required and nothing is chosen. */
export function SelectField<T extends FieldValues, TOut = T>({
  name,
  control,
  label,
  options,
  rules,
  required,
  disabled,
  helperText,
  errorMessage,
  size,
}: SelectFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    name,
    control,
    rules: required ? { required: FIELD_MESSAGES.required, ...rules } : rules,
  });
  const { error } = fieldState;
  // the filters' 'all' option (value '') shows as the choice made, where an empty field would read as unset
  const emptyOption = options.some((o) => o.value === '');
  return (
    <MuiTextField
      select
      {...(emptyOption && { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } })}
      label={label}
      required={required}
      disabled={disabled}
      size={size}
      name={field.name}
      value={(field.value as string | number | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ? (errorMessage ?? t(error.message || FIELD_MESSAGES.required)) : helperText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {/* an empty list says so, not an empty menu */}
      {options.length === 0 && <MenuItem disabled>{t('sara2g.ui.txt.sem_opcoes')}</MenuItem>}
    </MuiTextField>
  );
}
