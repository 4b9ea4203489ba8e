import type {} from '@mui/x-date-pickers/themeAugmentation';
import { render, screen } from '@testing-library/react';
import { ThemeProvider, getContrastRatio } from '@mui/material/styles';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('theme', () => {
  it("names the Autocomplete's open button by its action in every language", () => {
    const openText = (locale: 'pt-BR' | 'en' | 'es') =>
      createAppTheme(locale).components?.MuiAutocomplete?.defaultProps?.openText ?? 'Open'; // MUI's own default
    expect(openText('es')).toBe('Abrir');
    expect(openText('pt-BR')).toBe('Abrir');
    expect(openText('en')).toBe('Open');
  });

  it("names the date pickers' day in Spanish with its accent, keeping the rest of MUI's Spanish", () => {
    const localeText = createAppTheme('es').components?.MuiLocalizationProvider?.defaultProps?.localeText;
    expect(localeText?.day).toBe('Día');
    expect(localeText?.weekDay).toBe('Día de la semana');
    expect(localeText?.month).toBe('Mes');
    expect(createAppTheme('pt-BR').components?.MuiLocalizationProvider?.defaultProps?.localeText?.day).toBe('Dia');
  });

  it('writes a selected primary toggle in the darker shade of the primary colour, readable on its tint', () => {
    render(
      <ThemeProvider theme={createAppTheme('pt-BR')}>
        <ToggleButton value="agendada" color="primary" selected>
          Agendada
        </ToggleButton>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Agendada' })).color).toBe('rgb(0, 119, 125)');
  });

  it('writes a primary toggle not chosen in the text colour, not the grey of a disabled one', () => {
    render(
      <ThemeProvider theme={createAppTheme('pt-BR')}>
        <ToggleButton value="agendada" color="primary">
          Agendada
        </ToggleButton>
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Agendada' })).color).toBe('rgba(0, 0, 0, 0.87)');
  });

  it('writes an outlined primary chip in the darker shade (the history item chip "Analisada")', () => {
    render(
      <ThemeProvider theme={createAppTheme('pt-BR')}>
        <Chip data-testid="chip" size="small" variant="outlined" color="primary" label="Analisada" />
      </ThemeProvider>,
    );
    expect(getComputedStyle(screen.getByTestId('chip')).color).toBe('rgb(0, 119, 125)');
  });

  it('gives every status colour 4.5:1 both as text on white and under its own text (chips, alerts)', () => {
    const { palette } = createAppTheme('pt-BR');
    for (const name of ['info', 'warning', 'success', 'error'] as const) {
      const { main, contrastText } = palette[name];
      expect(getContrastRatio(main, '#fff'), `${name} on white`).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(contrastText, main), `text on ${name}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
