import { createTheme, type Theme } from '@mui/material/styles';
import { enUS as materialEnUS, esES as materialEsES, ptBR as materialPtBR } from '@mui/material/locale';
import { enUS as pickersEnUS, esES as pickersEsES, ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { COLORS } from '@sara/domain/constants';
import type { Locale } from '@sara/domain/constants';

const MATERIAL_LOCALES = { 'pt-BR': materialPtBR, en: materialEnUS, es: materialEsES } as const;
const PICKERS_LOCALES = { 'pt-BR': pickersPtBR, en: pickersEnUS, es: pickersEsES } as const;

/** The SARA theme (primary #55C5CC), with the texts of MUI and of the date pickers in `locale`. */
export function createAppTheme(locale: Locale): Theme {
  return createTheme(
    {
      palette: {
        primary: { main: COLORS.primary },
        background: { default: '#F4F8F9' },
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiAppBar: { defaultProps: { elevation: 1 } },
        MuiCard: { defaultProps: { variant: 'outlined' } },
        MuiTextField: { defaultProps: { fullWidth: true } },
      },
    },
    MATERIAL_LOCALES[locale],
    PICKERS_LOCALES[locale],
    // MUI's Spanish names the Autocomplete's open button 'Abierto' ("opened"); the action is 'Abrir'
    locale === 'es' ? { components: { MuiAutocomplete: { defaultProps: { openText: 'Abrir' } } } } : {},
  );
}
