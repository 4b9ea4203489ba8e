/** What a form marks wrong: MUI's error state, and the alerts a form shows below its items. */
const ERROR_SELECTOR = '.Mui-error, [data-form-error]';
/** What can take the focus inside a field: its input, a select's button, or a button of its own. */
const FOCUSABLE =
  'input:not([type="hidden"]):not([aria-hidden="true"]):not([disabled]), textarea:not([aria-hidden="true"]), [role="combobox"], [role="spinbutton"], button:not([disabled])';

/**
 * Takes the user to the first error of a form after a refused save: the field gets the focus (so a
 * screen reader says its label and error, and a keyboard user types there) and is scrolled to the
 * middle of the screen, clear of the sticky action bar. An error without a field that takes the
 * focus (the items alert, a disabled field's message) is focused itself.
 */
export function focusFirstError(root: ParentNode = document): void {
  requestAnimationFrame(() => {
    const first = root.querySelector<HTMLElement>(ERROR_SELECTOR);
    if (!first) return;
    const field = first.closest<HTMLElement>('.MuiFormControl-root, [role="group"]') ?? first;
    // a field that cannot take the focus (one a tracking code fills, disabled) has its message focused
    const target = field.matches(FOCUSABLE)
      ? field
      : (field.querySelector<HTMLElement>(FOCUSABLE) ??
        field.querySelector<HTMLElement>('.MuiFormHelperText-root.Mui-error') ??
        first);
    if (!target.matches(FOCUSABLE) && !target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
    first.scrollIntoView({ block: 'center' });
  });
}
