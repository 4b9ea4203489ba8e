/**
 * The tab's own storage (sessionStorage: per tab, kept through a reload). A browser that refuses it
 * (private mode, storage disabled) keeps nothing: reads answer null and writes do nothing, and each
 * caller then behaves as a tab that remembers nothing.
 */
export const tabStorage = {
  get(key: string): string | null {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      // kept nowhere: see above
    }
  },
  remove(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // nothing was kept either
    }
  },
};
