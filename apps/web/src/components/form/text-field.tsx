import { useTranslation } from 'react-i18next';
import MuiTextField, { type TextFieldProps as MuiTextFieldProps } from '@mui/material/TextField';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
} from 'react-hook-form';
import { LIMITS } from '@sara/domain/constants';
import { FIELD_MESSAGES, oneLine } from './messages';

type MuiSlotProps = NonNullable<MuiTextFieldProps['slotProps']>;

export type TextFieldProps<T extends FieldValues, TOut = T> = Omit<
  MuiTextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error' | 'onChange' | 'onBlur' | 'inputRef' | 'slotProps'
> & {
  name: FieldPath<T>;
  control: Control<T, unknown, TOut>;
  rules?: UseControllerProps<T, FieldPath<T>, TOut>['rules'];
  /** Longest accepted text (default 10000); reaching it shows the limit message. */
  maxLength?: number;
  /** Hides the 'Limite de {n} caracteres atingido.' message. */
  hideLimitMessage?: boolean;
  /** Shown instead of the validation message when the field is invalid. */
  errorMessage?: string;
  slotProps?: Omit<MuiSlotProps, 'htmlInput'>;
};

/**
 * A text field bound to react-hook-form with the shared field rules (spec part A section 5):
 * 'Campo obrigatório' when required and empty, 'Limite de {n} caracteres atingido.' when the text
 * reaches maxLength. Validation messages may be catalogue tokens; they are translated.
 */
export function TextField<T extends FieldValues, TOut = T>({
  name,
  control,
  rules,
  required,
  maxLength = LIMITS.defaultText,
  hideLimitMessage = false,
  errorMessage,
  helperText,
  slotProps,
  ...props
}: TextFieldProps<T, TOut>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({
    name,
    control,
    rules: required ? { required: FIELD_MESSAGES.required, ...rules } : rules,
  });
  const value = (field.value as string | number | null | undefined) ?? '';
  const atLimit = !hideLimitMessage && String(value).length === maxLength;
  const { error } = fieldState;

  let message = helperText;
  if (error) message = errorMessage ?? t(error.message || FIELD_MESSAGES.required);
  else if (atLimit) message = t(FIELD_MESSAGES.limit, { n: maxLength });

  return (
    <MuiTextField
      {...props}
      required={required}
      name={field.name}
      value={value}
      // (a password is taken as typed: a tab may be part of it)
      onChange={
        props.multiline || props.type === 'password' ? field.onChange : (e) => field.onChange(oneLine(e.target.value))
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={message}
      slotProps={{ ...slotProps, htmlInput: { maxLength } }}
    />
  );
}
