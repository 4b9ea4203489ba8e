import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { RecollectionDialog, type Recollection } from './recollection-dialog';

/** How an earlier sample is named: its tracking code, else its id. */
export const recollectedName = (codigo: string | null | undefined, idAmostraRecoletada: number | null | undefined) =>
  codigo ?? (idAmostraRecoletada != null ? `#${idAmostraRecoletada}` : '');

export interface RecollectionChoiceProps {
  checked: boolean;
  idAmostraRecoletada: number | null | undefined;
  /** The earlier sample's tracking code, when known. */
  codigo: string | null | undefined;
  /** The refusal of the choice (the screen's rules, the server), shown under it. */
  error?: string;
  /** Names the refusal's element (aria-describedby). */
  errorId: string;
  testId: string;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** The earlier sample chosen in the dialog, or null when unticked. */
  onChange(value: Recollection | null): void;
}

/**
 * 'Recoleta' (RAMA programs, part A section 4): ticking opens the dialog that finds the earlier
 * sample; its confirmation ticks the box and names the sample, unticking forgets it. The collection
 * card and the scheduling screen's item both use it.
 */
export function RecollectionChoice(props: RecollectionChoiceProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={props.checked}
            disabled={props.disabled}
            slotProps={{
              input: {
                ref: props.inputRef,
                'aria-invalid': props.error ? true : undefined,
                'aria-describedby': props.error ? props.errorId : undefined,
              },
            }}
            onChange={(e) => {
              if (e.target.checked) setOpen(true);
              else props.onChange(null);
            }}
          />
        }
        label={t('sara2g.ui.coleta.recoleta')}
      />
      {props.checked && (
        <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }} data-testid={props.testId}>
          {t('sara2g.ui.coleta.recoleta_de', { codigo: recollectedName(props.codigo, props.idAmostraRecoletada) })}
        </Typography>
      )}
      {props.error && (
        <Typography variant="body2" color="error" sx={{ ml: 4 }} id={props.errorId}>
          {props.error}
        </Typography>
      )}
      {open && (
        <RecollectionDialog
          onClose={() => setOpen(false)}
          onConfirm={(r) => {
            setOpen(false);
            props.onChange(r);
          }}
        />
      )}
    </Box>
  );
}
