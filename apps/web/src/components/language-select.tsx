import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import LanguageIcon from '@mui/icons-material/Language';
import InputAdornment from '@mui/material/InputAdornment';
import { LOCALES, type Locale } from '@sara/domain/constants';

const LANGUAGE_NAMES: Record<Locale, string> = {
  'pt-BR': 'acesso.ui.idioma.pt_br',
  en: 'acesso.ui.idioma.en',
  es: 'acesso.ui.idioma.es',
};

/** Picks the interface language; the texts of the new language are loaded at once. */
export function LanguageSelect({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <TextField
      select
      fullWidth={fullWidth}
      size="small"
      label={t('acesso.ui.login.idioma')}
      value={i18n.language}
      onChange={(event) => void i18n.changeLanguage(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <LanguageIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    >
      {LOCALES.map((locale) => (
        <MenuItem key={locale} value={locale} lang={locale}>
          {t(LANGUAGE_NAMES[locale])}
        </MenuItem>
      ))}
    </TextField>
  );
}
