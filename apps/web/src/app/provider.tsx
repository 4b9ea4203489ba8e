import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { enAU, es, ptBR } from 'date-fns/locale';
import { GlobalLoading } from '../components/global-loading';
import { SnackbarProvider } from '../components/snackbar-provider';
import { currentLocale, i18n } from './i18n';
import { createQueryClient } from './query-client';
import { onOtherUser } from '../lib/session';
import { createAppTheme } from './theme';

// English is en-AU (spec part C: 'Locale per language: pt-br, en-au, es'): day first, weeks from Monday
const DATE_LOCALES = { 'pt-BR': ptBR, en: enAU, es } as const;

function ThemedProviders({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const locale = currentLocale(instance.language);
  const theme = useMemo(() => createAppTheme(locale), [locale]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={DATE_LOCALES[locale]}>
        <SnackbarProvider>
          <GlobalLoading />
          {children}
        </SnackbarProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}

/** Everything the screens rely on: texts, server state, theme, date handling, toasts, the loading bar. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // one user's lists and groups are never shown to the next (a shared phone, a login in another tab)
  // (the login's own reads stay: the session being entered starts inside one of them)
  useEffect(
    () => onOtherUser(() => queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' })),
    [queryClient],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemedProviders>{children}</ThemedProviders>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
