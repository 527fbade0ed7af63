/**
 * A short per-container cache of small records by id (decision 0034): what a list page needs to name the ids on its
 * rows (a model's name, an organization's name), so a warm container does not read them again on every request.
 * - Bounded: at most `maxEntries` (the oldest go first), each kept `ttlMs`.
 * - Tenant-safe: keyed by the record's global id and holding the record as stored, the same for every caller. It never
 *   decides what a caller sees (the list's own Query does that); it only names ids on rows the caller already got.
 * - Coherent within a process: the writes that change a cached record forget it, so the local runtime and the tests
 *   see a rename at once; another Lambda container shows the old name for at most `ttlMs`.
 */
export class IdCache<T> {
  private readonly entries = new Map<number, { value: T; expires: number }>();

  constructor(
    private readonly options: {
      /** Reads the records of these ids (missing ones are left out). */
      load: (ids: number[]) => Promise<T[]>;
      idOf: (value: T) => number;
      ttlMs: number;
      maxEntries: number;
      now?: () => number;
    },
  ) {}

  /** The records of `ids` (each once, missing ones left out): cached ones as they are, the rest in one `load`. */
  async get(ids: readonly number[]): Promise<T[]> {
    const now = (this.options.now ?? Date.now)();
    const wanted = [...new Set(ids)];
    const found: T[] = [];
    const missing: number[] = [];
    for (const id of wanted) {
      const entry = this.entries.get(id);
      if (entry && entry.expires > now) found.push(entry.value);
      else missing.push(id);
    }
    if (!missing.length) return found;
    const loaded = await this.options.load(missing);
    for (const value of loaded) this.remember(this.options.idOf(value), value, now);
    return [...found, ...loaded];
  }

  /** Drops a record (after a write changed or removed it). */
  forget(id: number): void {
    this.entries.delete(id);
  }

  private remember(id: number, value: T, now: number): void {
    this.entries.delete(id);
    this.entries.set(id, { value, expires: now + this.options.ttlMs });
    // A Map iterates in insertion order: the first keys are the oldest.
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
