import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useCloseOnBack } from '../../lib/back-closes';
import { useIgnoreOpeningTap } from '../responsive-dialog';

export interface PhotoFullSizeProps {
  open: boolean;
  url: string | undefined;
  alt: string;
  onClose(): void;
}

/** A photo shown full size (the item card's and the view screens' thumbnails), closed by 'Fechar' or back. */
export function PhotoFullSize({ open, url, alt, onClose }: PhotoFullSizeProps) {
  const { t } = useTranslation();
  useCloseOnBack(open, onClose);
  const close = useIgnoreOpeningTap(open, onClose);
  return (
    <Dialog open={open} onClose={close} maxWidth="lg" slotProps={{ paper: { 'aria-label': alt } }}>
      <DialogContent sx={{ p: 1 }}>
        {/* whole on screen, portrait or landscape: the dialog's margins and its Fechar row left out */}
        <Box
          component="img"
          src={url}
          alt={alt}
          sx={{
            maxWidth: '100%',
            maxHeight: 'calc(100vh - 140px)',
            objectFit: 'contain',
            display: 'block',
            mx: 'auto',
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('sara2g.ui.coleta.fechar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
