import { useRef } from 'react';

/**
 * Finds a date field left partly typed (spec part A section 5: 'Data inválida'). MUI X 8 and later
 * report such a date as null (mui/mui-x#17499), but the field's hidden input (the one `inputRef`
 * reaches) still holds the typed sections, and is empty only when every section is. On blur,
 * while the picker's value is null, `setPartial` hears whether something was typed, when that
 * changed; the form then keeps a date that is not one (useDateField, PARTIAL_WIRE_DATE).
 */
export function usePartlyTyped(
  shownEmpty: boolean,
  partial: boolean,
  setPartial: (partial: boolean) => void,
  /** Also given the hidden input (react-hook-form's field ref, say). */
  forwardRef?: (input: HTMLInputElement | null) => void,
) {
  const input = useRef<HTMLInputElement | null>(null);
  const inputRef = (el: HTMLInputElement | null) => {
    input.current = el;
    forwardRef?.(el);
  };
  const onBlur = () => {
    if (!shownEmpty) return;
    const typed = Boolean(input.current?.value);
    if (typed !== partial) setPartial(typed);
  };
  return { inputRef, onBlur };
}
