import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddIcon from '@mui/icons-material/Add';
import { isSampler } from '@sara/domain/features';
import { useSessionState } from '../../lib/session';

/** Users without the sampler profile may create entries beside a select (spec part A section 6); sara.admin too. */
export function canAddEntries(features: readonly string[]): boolean {
  return !isSampler(features);
}

/** Whether the signed-in user sees the add buttons beside selects. */
export function useCanAddEntries(): boolean {
  const { session } = useSessionState();
  return canAddEntries(session?.features ?? []);
}

export interface AddDialogControl {
  open: boolean;
  onClose(): void;
}

export interface SelectWithAddProps {
  /** The select (SelectField, AutocompleteSelect...). */
  children: ReactNode;
  /** The dialog that creates an entry; it is given `open` and `onClose`. */
  renderDialog(control: AddDialogControl): ReactNode;
  /** Names the button (tooltip and accessible name); 'Adicionar novo' by default. */
  addLabel?: string;
  /** Disables the button; a text says why (its tooltip), when given. */
  disabled?: boolean | string;
}

/**
 * A select with an add button beside it that opens a registration dialog; the button is shown only
 * to users without the sampler profile. The dialog's `onCreated` usually picks the new entry.
 */
export function SelectWithAdd({ children, renderDialog, addLabel, disabled }: SelectWithAddProps) {
  const { t } = useTranslation();
  const canAdd = useCanAddEntries();
  const [open, setOpen] = useState(false);
  const whyId = useId();
  if (!canAdd) return <>{children}</>;
  const label = addLabel ?? t('sara2g.ui.txt.adicionar_novo');
  const why = typeof disabled === 'string' ? disabled : undefined;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>{children}</Stack>
        <Tooltip describeChild title={why ?? label} enterTouchDelay={why ? 0 : undefined}>
          <span>
            {/* with a reason the button stays reachable by Tab (aria-disabled), so its reason is read and
                shown on focus: a disabled button is skipped, and the reason was for a mouse alone */}
            <IconButton
              aria-label={label}
              aria-describedby={why ? whyId : undefined}
              aria-disabled={why ? true : undefined}
              onClick={() => !why && setOpen(true)}
              disabled={Boolean(disabled) && !why}
              sx={{ mt: 1, ...(why && { color: 'action.disabled', cursor: 'default' }) }}
            >
              <AddIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      {why && (
        <span id={whyId} hidden>
          {why}
        </span>
      )}
      {renderDialog({ open, onClose: () => setOpen(false) })}
    </>
  );
}
