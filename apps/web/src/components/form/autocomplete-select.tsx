import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import MuiTextField from '@mui/material/TextField';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { FIELD_MESSAGES } from './messages';

export interface AutocompleteSelectProps<T extends FieldValues, O, TOut = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  label: string;
  options: readonly O[];
  /** The value kept in the form for an option (its id). */
  getOptionValue(option: O): string | number;
  getOptionLabel(option: O): string;
  rules?: UseControllerProps<T, FieldPath<T>, TOut>['rules'];
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  helperText?: string;
  /** Shown instead of the validation message when the field is invalid. */
  errorMessage?: string;
}

/**
 * A searchable select bound to react-hook-form; the form holds the chosen option's id.
 * 'Campo obrigatório' when required and nothing is chosen.
 */
export function AutocompleteSelect<T extends FieldValues, O, TOut = T>({
  name,
  control,
  label,
  options,
  getOptionValue,
  getOptionLabel,
  rules,
  required,
  disabled,
  loading,
  helperText,
  errorMessage,
}: AutocompleteSelectProps<T, O, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    name,
    control,
    rules: required ? { required: FIELD_MESSAGES.required, ...rules } : rules,
  });
  const selected = options.find((option) => getOptionValue(option) === field.value) ?? null;
  const { error } = fieldState;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => field.onChange(option === null ? null : getOptionValue(option))}
      onBlur={field.onBlur}
      getOptionLabel={getOptionLabel}
      isOptionEqualToValue={(option, value) => getOptionValue(option) === getOptionValue(value)}
      disabled={disabled}
      loading={loading}
      renderInput={(params) => (
        <MuiTextField
          {...params}
          name={field.name}
          label={label}
          required={required}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error ? (errorMessage ?? t(error.message || FIELD_MESSAGES.required)) : helperText}
        />
      )}
    />
  );
}
