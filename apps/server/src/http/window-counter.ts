import { LRUCache } from 'lru-cache';

/**
 * Counts events per key in fixed windows, in memory (as the rate-limit plugin keeps its own counts).
 * The plugin runs one limit per request; this is a second one beside it. A key starts a new window at
 * its first event after the last one ended; past `maxKeys` keys the least recently counted is dropped,
 * so memory and the time of an event stay bounded however many addresses come.
 */
export function windowCounter(max: number, windowMs: number, maxKeys = 100_000) {
  const counts = new LRUCache<string, { count: number; resetAt: number }>({ max: maxKeys });
  return {
    /** Counts one event; false once the key went past `max` in its window. */
    take(key: string, now = Date.now()): boolean {
      let entry = counts.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        counts.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= max;
    },
    /** Keys held now. */
    get size() {
      return counts.size;
    },
  };
}
