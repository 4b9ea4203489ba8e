/**
 * Counts events per key in fixed windows, in memory (as the rate-limit plugin keeps its own counts).
 * The plugin runs one limit per request; this is a second one beside it.
 */
export function windowCounter(max: number, windowMs: number) {
  const counts = new Map<string, { count: number; resetAt: number }>();
  return {
    /** Counts one event; false once the key went past `max` in its window. */
    take(key: string, now = Date.now()): boolean {
      let entry = counts.get(key);
      if (!entry || entry.resetAt <= now) {
        // windows that ended are dropped now and then, so the map holds about a window's keys
        if (counts.size >= 10_000) for (const [k, e] of counts) if (e.resetAt <= now) counts.delete(k);
        entry = { count: 0, resetAt: now + windowMs };
        counts.set(key, entry);
      }
      entry.count += 1;
      return entry.count <= max;
    },
  };
}
