/**
 * A cache of the values computed for the last few keys, compared by identity: the engine's
 * "remembered per zones object" caches (the pure reducer keeps the zones object while no card
 * moves, so consecutive questions about one table share their answers).
 *
 * Not a WeakMap: a simulation makes a new zones object at nearly every card move, and every one
 * of them left an entry in several WeakMaps. Those entries are ephemerons, which V8's young
 * generation collector must trace, and a greedy-bot simulation spent about a quarter of its time
 * in scavenges (bench/engine-greedy.bench.ts, `node --trace-gc`). The questions are almost always
 * about the current table, so the last few keys are enough.
 */
export class Recent<K extends object, V> {
  private readonly keys: (K | undefined)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  constructor(private readonly size = 4) {
    this.keys = new Array<K | undefined>(size).fill(undefined);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  /** The value stored for this very key (undefined: not among the last `size` keys). */
  get(key: K): V | undefined {
    for (let i = 0; i < this.size; i++) if (this.keys[i] === key) return this.values[i];
    return undefined;
  }

  /** Stores the value of a key: replaces its value when the key is stored, else forgets the oldest key. */
  set(key: K, value: V): void {
    for (let i = 0; i < this.size; i++) {
      if (this.keys[i] === key) {
        this.values[i] = value;
        return;
      }
    }
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.size;
  }
}
