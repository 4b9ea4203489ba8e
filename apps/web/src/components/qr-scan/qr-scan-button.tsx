import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { QrScanDialog } from './qr-scan-dialog';

export interface QrScanButtonProps {
  /** The read value, after it was shown for 500 ms; the dialog is closed by then. */
  onResult(value: string): void;
  disabled?: boolean;
  /** Accessible name; 'Ler QR code' by default. */
  label?: string;
}

/** A button beside a field that opens the full-screen QR code reader. */
export function QrScanButton({ onResult, disabled, label }: QrScanButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        color="primary"
        aria-label={label ?? t('sara2g.ui.qr.ler')}
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        <QrCodeScannerIcon />
      </IconButton>
      <QrScanDialog
        open={open}
        onClose={() => setOpen(false)}
        onResult={(value) => {
          setOpen(false);
          onResult(value);
        }}
      />
    </>
  );
}
