import { useEffect, useId, useRef, type ReactNode } from 'react';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LAYOUT } from '@sara/domain/constants';
import { closeNewestOverlay, useCloseOnBack } from '../lib/back-closes';
import { useToastsAboveDialog } from './snackbar-provider';

export interface ResponsiveDialogProps {
  open: boolean;
  onClose?: DialogProps['onClose'];
  /**
   * What the back button and Escape do, for a dialog a tap outside must not close (a form that would
   * be lost): its Cancel, say. Without it, back does what Escape does.
   */
  onBack?: () => void;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  /**
   * Content long enough to scroll (a record's data): a keyboard stop of its own, named by the title, so
   * arrows and Page Down scroll it (WCAG 2.1.1; a browser that does not focus scrolling areas leaves no way).
   */
  scrollableContent?: boolean;
  /** Once it has closed: where focus goes when the control that opened it is gone (an item deleted). */
  onExited?: () => void;
  /** Closing leaves the screen (a link followed): the focus is not given back to what opened it. */
  disableRestoreFocus?: boolean;
}

/** How soon after opening a tap outside a dialog is still the opening double tap's second tap. */
const DOUBLE_TAP_MS = 500;

/**
 * A dialog's onClose that ignores a tap outside it just after it opened: a double tap on the button that
 * opens it lands its second tap outside it, which is not a wish to close it.
 */
export function useIgnoreOpeningTap(open: boolean, onClose: DialogProps['onClose']): DialogProps['onClose'] {
  const openedAt = useRef(0);
  useEffect(() => {
    if (open) openedAt.current = performance.now();
  }, [open]);
  if (!onClose) return undefined;
  return (event, reason) => {
    if (reason === 'backdropClick' && performance.now() - openedAt.current < DOUBLE_TAP_MS) return;
    onClose(event, reason);
  };
}

/** A dialog 280 px wide on phones and 500 px from the sm breakpoint up (spec part A section 2). */
export function ResponsiveDialog({
  open,
  onClose,
  onBack,
  title,
  children,
  actions,
  scrollableContent,
  onExited,
  disableRestoreFocus,
}: ResponsiveDialogProps) {
  const titleId = useId();
  // back closes it as Escape does; one only its buttons close stays, and so does the screen
  useCloseOnBack(open, onBack ?? (onClose && (() => onClose({}, 'escapeKeyDown'))));
  useToastsAboveDialog(open);
  const close = useIgnoreOpeningTap(open, onClose);
  return (
    <Dialog
      open={open}
      // a keyboard's Escape does what back does (cancel, or nothing while saving); a tap outside nothing
      onClose={close ?? (onBack && ((_, reason) => reason === 'escapeKeyDown' && closeNewestOverlay()))}
      aria-labelledby={titleId}
      disableRestoreFocus={disableRestoreFocus}
      slotProps={{
        paper: {
          sx: { width: { xs: LAYOUT.dialogNarrow, sm: LAYOUT.dialogWide }, maxWidth: 'calc(100% - 32px)', m: 2 },
        },
        transition: { onExited },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent {...(scrollableContent && { tabIndex: 0, role: 'region', 'aria-labelledby': titleId })}>
        {children}
      </DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}
