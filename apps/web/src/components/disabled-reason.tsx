import { cloneElement, useId, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';

export interface DisabledReasonProps {
  /** Why the control is disabled; null while it is enabled. */
  reason: string | null;
  /** One control that takes aria-describedby (a Button, an IconButton). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  sx?: SxProps<Theme>;
}

/**
 * A disabled control's reason, as its tooltip and its description. A disabled button takes no pointer
 * events, so the tooltip hangs on a span around it, and on a touch screen it opens on a tap (a tooltip
 * waits for a long press by default: a sampler tapping 'Excluir' offline saw nothing happen).
 */
export function DisabledReason({ reason, children, sx }: DisabledReasonProps) {
  const id = useId();
  return (
    <>
      <Tooltip describeChild title={reason ?? ''} enterTouchDelay={0} leaveTouchDelay={5000}>
        <Box component="span" sx={sx}>
          {cloneElement(children, { 'aria-describedby': reason ? id : undefined })}
        </Box>
      </Tooltip>
      {reason && (
        <span id={id} hidden>
          {reason}
        </span>
      )}
    </>
  );
}
