import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@sara/domain/constants';
import { TEXTS, type TextEntry } from '@sara/domain/i18n/texts';
import { api } from '../api/client';
import { db } from '../offline/db';
import { clearErrors, dismissInfo } from '../stores/alerts';

export const LANGUAGE_STORAGE_KEY = 'sara.lang';
export const DEFAULT_LANGUAGE: Locale = 'pt-BR';
/** The catalogue tags of the interface (spec part B section 2). */
const TEXT_TAGS = 'acesso,sara2g';

const CATALOGUE_FIELD: Record<Locale, keyof Pick<TextEntry, 'ptBr' | 'enUs' | 'esEs'>> = {
  'pt-BR': 'ptBr',
  en: 'enUs',
  es: 'esEs',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language in use, as one of the app's locales. */
export function currentLocale(language: string = i18next.language): Locale {
  return isLocale(language) ? language : DEFAULT_LANGUAGE;
}

/** The first of the browser's languages the app speaks (any Portuguese is pt-BR), if any. */
export function browserLanguage(languages: readonly string[] = navigator.languages ?? []): Locale | null {
  for (const language of languages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'pt') return 'pt-BR';
    if (base === 'en' || base === 'es') return base;
  }
  return null;
}

/** The language chosen on this device; before any choice, the browser's, else Portuguese (Brazil). */
function storedLanguage(): Locale {
  const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLocale(stored) ? stored : (browserLanguage() ?? DEFAULT_LANGUAGE);
}

/** The catalogue bundled with the app: texts work offline and before the server answers. */
function bundledTexts(locale: Locale): Record<string, string> {
  const field = CATALOGUE_FIELD[locale];
  return Object.fromEntries(TEXTS.map((entry) => [entry.token, entry[field]]));
}

function applyTexts(locale: Locale, texts: Record<string, string>): void {
  // deep merge, overwriting: the server copy wins, bundled tokens it lacks stay
  i18next.addResourceBundle(locale, 'translation', texts, true, true);
}

/**
 * Loads the interface texts of a language (tags acesso and sara2g) from the server, over the
 * bundled ones, and keeps them on the device; offline, the last copy kept is used.
 */
export async function loadInterfaceTexts(locale: Locale = currentLocale()): Promise<void> {
  const cached = await db.textos.get(locale).catch(() => undefined);
  if (cached) applyTexts(locale, cached.texts);
  if (!navigator.onLine) return;
  try {
    const texts = await api.get<Record<string, string>>('/sca/api/v1/i18n', {
      query: { tags: TEXT_TAGS, lang: locale },
      silent: true,
    });
    applyTexts(locale, texts);
    await db.textos.put({ lang: locale, texts, loadedAt: new Date().toISOString() });
  } catch (error) {
    console.warn(`Interface texts (${locale}) not loaded from the server; using the local copy.`, error);
  }
}

void i18next.use(initReactI18next).init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: bundledTexts(locale) }])),
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LOCALES,
  load: 'currentOnly',
  // tokens are flat, dotted keys: 'sara2g.ui.menu.coletas'
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  // re-render when the server catalogue arrives
  react: { bindI18nStore: 'added' },
});

document.documentElement.lang = i18next.language;

i18next.on('languageChanged', (language) => {
  const locale = currentLocale(language);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
  document.documentElement.lang = locale;
  void loadInterfaceTexts(locale);
  // the alerts on screen were written in the language left (the server's messages too): dropped, not
  // left in a language the user just turned away from
  clearErrors();
  dismissInfo();
});

export { i18next as i18n };
