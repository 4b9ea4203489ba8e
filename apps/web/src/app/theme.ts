import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as materialEnUS, esES as materialEsES, ptBR as materialPtBR } from '@mui/material/locale';
import { enUS as pickersEnUS, esES as pickersEsES, ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { COLORS } from '@sara/domain/constants';
import type { Locale } from '@sara/domain/constants';

/** Touch screens, where a target must fit a finger. */
const COARSE_POINTER = '@media (pointer: coarse)';

const MATERIAL_LOCALES = { 'pt-BR': materialPtBR, en: materialEnUS, es: materialEsES } as const;
const PICKERS_LOCALES = { 'pt-BR': pickersPtBR, en: pickersEnUS, es: pickersEsES } as const;

/**
 * The primary colour as text or as a line on a light background: #55C5CC reads 2.05:1 on white, under
 * WCAG's 4.5:1 for text and 3:1 for controls; this shade of it reads 5.3:1. Fills (the app bar, a
 * contained button, a chip) keep #55C5CC, with dark text on them.
 */
export const PRIMARY_ON_LIGHT = '#00777D';

const primaryColor = { props: { color: 'primary' }, style: { color: PRIMARY_ON_LIGHT } } as const;

/** The SARA theme (primary #55C5CC), with the texts of MUI and of the date pickers in `locale`. */
export function createAppTheme(locale: Locale): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: COLORS.primary },
        // MUI's info (#0288d1) and warning (#ed6c02) read 3.9:1 and 3.1:1 as white on them or as them on
        // white (the situation and status chips, the snackbars); these shades read 4.8:1 and 5:1
        info: { main: '#0277BD' },
        warning: { main: '#B45309' },
        background: { default: '#F4F8F9' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 1 } },
        // text and lines in the primary colour take its darker shade (PRIMARY_ON_LIGHT)
        MuiButton: {
          styleOverrides: {
            root: {
              // a finger's target on touch screens (44 px, WCAG 2.5.5); a mouse keeps the compact size
              [COARSE_POINTER]: { minHeight: 44 },
              variants: [
                { props: { color: 'primary', variant: 'text' }, style: { color: PRIMARY_ON_LIGHT } },
                {
                  props: { color: 'primary', variant: 'outlined' },
                  style: { color: PRIMARY_ON_LIGHT, borderColor: PRIMARY_ON_LIGHT },
                },
              ],
            },
          },
        },
        MuiIconButton: {
          styleOverrides: {
            root: {
              variants: [
                primaryColor,
                { props: { size: 'medium' }, style: { [COARSE_POINTER]: { minWidth: 44, minHeight: 44 } } },
              ],
            },
          },
        },
        MuiSvgIcon: { styleOverrides: { root: { variants: [primaryColor] } } },
        // a sort header's focus was a change of its text's grey, none on the sorted column: a ring instead
        MuiTableSortLabel: {
          styleOverrides: {
            root: {
              borderRadius: 4,
              '&.Mui-focusVisible': { outline: `2px solid ${PRIMARY_ON_LIGHT}`, outlineOffset: 2 },
            },
          },
        },
        MuiLink: { styleOverrides: { root: { color: PRIMARY_ON_LIGHT, textDecorationColor: PRIMARY_ON_LIGHT } } },
        MuiCheckbox: {
          styleOverrides: { root: { '&.Mui-checked:not(.Mui-disabled)': { color: PRIMARY_ON_LIGHT } } },
        },
        MuiBottomNavigationAction: { styleOverrides: { root: { '&.Mui-selected': { color: PRIMARY_ON_LIGHT } } } },
        MuiChip: {
          styleOverrides: {
            root: {
              variants: [
                {
                  props: { color: 'primary', variant: 'outlined' },
                  style: { color: PRIMARY_ON_LIGHT, borderColor: PRIMARY_ON_LIGHT },
                },
              ],
            },
          },
        },
        MuiToggleButton: {
          styleOverrides: {
            root: {
              variants: [
                {
                  props: { color: 'primary' },
                  style: {
                    '&.Mui-selected': { color: PRIMARY_ON_LIGHT },
                    // an option not chosen reads as one to choose, in the outlined fields' text and border,
                    // not in MUI's lighter grey, which reads as disabled
                    '&:not(.Mui-selected):not(.Mui-disabled)': {
                      color: 'rgba(0, 0, 0, 0.87)',
                      borderColor: 'rgba(0, 0, 0, 0.23)',
                    },
                  },
                },
              ],
            },
          },
        },
        MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: PRIMARY_ON_LIGHT } } } },
        MuiRadio: { styleOverrides: { root: { '&.Mui-checked:not(.Mui-disabled)': { color: PRIMARY_ON_LIGHT } } } },
        MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: PRIMARY_ON_LIGHT } } } },
        MuiOutlinedInput: {
          styleOverrides: {
            root: {
              '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: PRIMARY_ON_LIGHT },
            },
          },
        },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        // the actions wrap and are spaced by each card's gap: MUI's left margin of every button after the
        // first indented one that wrapped to a new line
        MuiCardActions: { defaultProps: { disableSpacing: true }, styleOverrides: { root: { flexWrap: 'wrap' } } },
        MuiTextField: { defaultProps: { fullWidth: true } },
        // a long option (a budget's description, a lab's or program's name) wraps on a phone instead
        // of being cut mid-word: it is how the user tells two options apart
        MuiMenuItem: { styleOverrides: { root: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } },
      },
    },
    MATERIAL_LOCALES[locale],
    PICKERS_LOCALES[locale],
    // MUI's Spanish names the Autocomplete's open button 'Abierto' ("opened"); the action is 'Abrir'
    // and its date pickers write 'Dia' without the accent (the day section's name read by screen readers)
    locale === 'es'
      ? {
          components: {
            MuiAutocomplete: { defaultProps: { openText: 'Abrir' } },
            MuiLocalizationProvider: { defaultProps: { localeText: { day: 'Día', weekDay: 'Día de la semana' } } },
          },
        }
      : {},
  );
}
