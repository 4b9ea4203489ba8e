import { Children, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * A form's or a card's buttons, the way forward last in the source: a row to the right from the sm
 * breakpoint up, a column of full-width buttons on a phone with the way forward on top. The phone's
 * order is the source's reversed rather than `column-reverse`, so the keyboard (and a screen reader)
 * meets the buttons in the order they are seen (WCAG 2.4.3).
 */
export function ActionButtons({ children }: { children: ReactNode }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const buttons = Children.toArray(children);
  return (
    <Stack
      direction={phone ? 'column' : 'row'}
      useFlexGap
      sx={{
        justifyContent: 'flex-end',
        alignItems: phone ? 'stretch' : 'center',
        gap: 1,
        '& > .MuiButton-root': { whiteSpace: 'nowrap' },
      }}
    >
      {phone ? buttons.reverse() : buttons}
    </Stack>
  );
}
