import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { ResponsiveDialog } from './responsive-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The message, one paragraph per line. */
  lines?: readonly string[];
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
  /** When false, a backdrop click or Escape leaves it open: only its buttons close it. */
  dismissible?: boolean;
  /**
   * It removes something for good: the confirm button is red and Cancel has the focus, so a
   * reflexive Enter keeps what is there.
   */
  destructive?: boolean;
  /** Once it has closed (ResponsiveDialog's onExited). */
  onExited?: () => void;
}

/** Asks the user to confirm, with Cancel and OK. */
export function ConfirmDialog({
  open,
  title,
  lines = [],
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  dismissible = true,
  destructive = false,
  onExited,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveDialog
      open={open}
      onClose={dismissible ? onCancel : undefined}
      onExited={onExited}
      title={title}
      actions={
        <>
          <Button onClick={onCancel} autoFocus={destructive}>
            {cancelLabel ?? t('sara2g.ui.txt.cancelar')}
          </Button>
          <Button
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            onClick={onConfirm}
            autoFocus={!destructive}
          >
            {confirmLabel ?? t('sara2g.ui.txt.ok')}
          </Button>
        </>
      }
    >
      {lines.map((line, index) => (
        <DialogContentText key={index} sx={{ '& + &': { mt: 1 } }}>
          {line}
        </DialogContentText>
      ))}
    </ResponsiveDialog>
  );
}
