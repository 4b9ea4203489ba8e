import { PickersActionBar, type PickersActionBarProps } from '@mui/x-date-pickers/PickersActionBar';
import { usePickerActionsContext } from '@mui/x-date-pickers/hooks';
import { useCloseOnBack } from '../../lib/back-closes';

/**
 * The picker's own action bar, mounted while its calendar is open: the phone's back button closes the
 * calendar as a tap outside it does, keeping the day picked (docs/decisions/0021). Closing it from
 * outside the picker instead would leave the picker's last accepted day behind, and a later
 * 'Cancelar' would go back to it.
 */
function ActionBarClosedByBack(props: PickersActionBarProps) {
  const { acceptValueChanges } = usePickerActionsContext();
  useCloseOnBack(true, acceptValueChanges);
  return <PickersActionBar {...props} />;
}

/** Slots of every date and date-time picker of the app. */
export const PICKER_SLOTS = { actionBar: ActionBarClosedByBack };
