import { useSyncExternalStore } from 'react';

/** Fields that open the on-screen keyboard (not checkboxes, radios or buttons). */
const TEXT_INPUT = /^(text|search|email|tel|url|number|password|date|datetime-local|time)$/;

function opensKeyboard(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element instanceof HTMLTextAreaElement) return !element.readOnly;
  if (element instanceof HTMLInputElement) return TEXT_INPUT.test(element.type) && !element.readOnly;
  return element.isContentEditable;
}

const touch = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;

function snapshot(): boolean {
  return touch() && opensKeyboard(document.activeElement);
}

function subscribe(onChange: () => void): () => void {
  document.addEventListener('focusin', onChange);
  document.addEventListener('focusout', onChange);
  return () => {
    document.removeEventListener('focusin', onChange);
    document.removeEventListener('focusout', onChange);
  };
}

/**
 * Whether the user is typing on a touch screen: a text field has the focus, so the phone's keyboard
 * takes the lower half of the screen (all of it but a strip in landscape). The fixed bars at the
 * bottom step aside meanwhile, or the field being typed in would be hidden behind them.
 */
export function useTypingOnTouch(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
