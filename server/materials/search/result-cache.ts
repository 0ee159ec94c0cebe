// A small in-process cache of search answers: the library changes only when it is seeded, and the templates area
// asks the same few searches (its tabs, the popular words) over and over. Entries live `ttlMs`; the oldest go first.
export class ResultCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; until: number }>();

  constructor(
    private readonly size: number,
    private readonly ttlMs: number,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { value, until: now + this.ttlMs });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
