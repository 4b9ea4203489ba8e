import { useTranslation } from 'react-i18next';
import { currentLocale } from '../app/i18n';

/**
 * A product's name in the user's language: a catalogue product's translation (its nomeI18n, as the
 * lists send it), otherwise the name as stored (a company product is its owner's text).
 */
export function productName(
  name: string | null | undefined,
  names: Record<string, string> | null | undefined,
  language: string,
): string | null {
  return names?.[language] ?? name ?? null;
}

/** productName in the language the screens show. */
export function useProductName() {
  const { i18n } = useTranslation();
  return (name: string | null | undefined, names: Record<string, string> | null | undefined) =>
    productName(name, names, currentLocale(i18n.language));
}
