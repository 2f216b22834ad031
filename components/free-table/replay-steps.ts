/**
 * The free table's replay steps, apart from React: the page's view after `n` log entries, fetched
 * from the server (never computed here: a seat's page has no hidden cards to replay with) in
 * windows of {@link STEP_WINDOW} steps and held, so going back and forth asks once.
 *
 * Once the replay is opened the windows are fetched one request at a time in the background
 * (a video player's buffer), nearest the step shown first, up to {@link BUFFER_STEPS} steps, and
 * only when the designer has left the replay alone for {@link QUIET_MS} and the page's thread is
 * idle: a jump then draws a step the page holds, and the designer's own steps are never served or
 * parsed behind a window (bench/free-table-page.bench.ts measures both kinds of jump).
 *
 * The windows are asked delta-encoded ({@link stepsQuery}: the first step whole, each later one as
 * what changed, lib/free-table/step-delta.ts): a window of 25 whole views is ~500 KiB of JSON to
 * parse on the page's thread, its differences a few KiB.
 */
import type { FreeTableState } from "@/lib/free-table";
import { shareState } from "@/lib/free-table/share";
import { decodeSteps, type EncodedSteps } from "@/lib/free-table/step-delta";

/** How many replay steps one window request fetches (lib/server/games/get-steps.ts answers up to 50). */
export const STEP_WINDOW = 25;

/** The most steps the buffer fetches ahead of need, around the step first shown: a game of up to this many actions is held whole. */
export const BUFFER_STEPS = 4000;

/** How long (ms) the designer must leave the replay alone before the buffer asks for its next window. */
export const QUIET_MS = 250;

/** The encoding the replay asks the steps in (`GET /api/games/{id}/steps?...&encoding=`). */
export const STEP_ENCODING = "delta";

/** The query of a request for the steps from `from` (at most `count`). */
export function stepsQuery(from: number, count: number): string {
  return `from=${from}&count=${count}&encoding=${STEP_ENCODING}`;
}

/** The steps route's answer: delta-encoded as asked, or whole states (a server that answers the old way). */
export type StepsAnswer = { readonly encoding: "delta"; readonly steps: EncodedSteps } | { readonly encoding?: undefined; readonly states: readonly FreeTableState[] };

/** The answer's steps, decoded when delta-encoded. */
export function answerStates(answer: StepsAnswer): readonly FreeTableState[] {
  return answer.encoding === "delta" ? decodeSteps(answer.steps) : answer.states;
}

/** The server's steps from `from` (at most `count`), or null when it refused or could not be reached. */
export type FetchSteps = (from: number, count: number) => Promise<readonly FreeTableState[] | null>;

/** The windows (their first steps) to buffer around `center`, nearest first: `center`'s, then one after, one before, ... */
export function bufferOrder(center: number, total: number, window: number, limit: number): number[] {
  const first = Math.floor(center / window) * window;
  const lo = Math.max(0, first - Math.floor(limit / 2));
  const hi = Math.min(total, first + Math.floor(limit / 2));
  const out: number[] = [];
  for (let d = 0; first - d >= lo || first + d <= hi; d += window) {
    if (first + d <= hi) out.push(first + d);
    if (d > 0 && first - d >= lo) out.push(first - d);
  }
  return out;
}

/** Resolves when the page's thread is idle (at most 200 ms later), or at once where there is no requestIdleCallback. */
function idle(): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => resolve(), { timeout: 200 }) : resolve()));
}

export class ReplaySteps {
  /** The steps held: the page's view after each number of entries. */
  private readonly steps = new Map<number, FreeTableState>();
  /** The window requests by their first step, out or answered. */
  private readonly windows = new Map<number, Promise<boolean>>();
  /** When the designer last asked for a step (Date.now()). */
  private lastAsked = 0;
  /** The designer's step being fetched, if any: the buffer waits for it. */
  private asking: Promise<unknown> | null = null;
  /** The buffer's run: bumped to stop it. */
  private run = 0;
  private buffering = false;

  /**
   * @param fetchSteps the server's steps.
   * @param live the live game's view (a fetched step shares its unchanged parts with it when no neighbour is held).
   * @param total the log's length now.
   */
  constructor(
    private readonly fetchSteps: FetchSteps,
    private readonly live: () => FreeTableState,
    private readonly total: () => number,
  ) {}

  /** The step `n` when it is held. */
  held(n: number): FreeTableState | undefined {
    return this.steps.get(n);
  }

  /**
   * The designer asks for step `n`: from the steps held; else the step alone first (a jump waits
   * for one state, not a window), then its window behind it. The buffer starts (or goes on) around `n`.
   */
  ask(n: number): Promise<FreeTableState | null> {
    this.lastAsked = Date.now();
    const kept = this.steps.get(n);
    const load = kept !== undefined ? Promise.resolve(kept) : this.fetchOne(n);
    this.asking = kept !== undefined ? null : load;
    void load.finally(() => {
      if (this.asking === load) this.asking = null;
    });
    this.startBuffer(n);
    return load;
  }

  /** Back to the live game: the buffer stops (its steps stay held for the next replay). */
  stop(): void {
    this.lastAsked = Date.now();
    this.asking = null;
    this.run++;
    this.buffering = false;
  }

  private fetchOne(n: number): Promise<FreeTableState | null> {
    const w = Math.floor(n / STEP_WINDOW) * STEP_WINDOW;
    const out = this.windows.get(w);
    if (out !== undefined) return out.then(() => this.steps.get(n) ?? null);
    return this.fetchSteps(n, 1).then((states) => {
      const s = states?.[0];
      if (s !== undefined && !this.steps.has(n)) this.steps.set(n, shareState(this.steps.get(n - 1) ?? this.steps.get(n + 1) ?? this.live(), s));
      if (w <= this.total()) void this.fetchWindow(w);
      return this.steps.get(n) ?? null;
    });
  }

  /** Fetches the window of steps starting at `from` once (a request out is shared); false when the server refused. */
  private fetchWindow(from: number): Promise<boolean> {
    const out = this.windows.get(from);
    if (out !== undefined) return out;
    const p = this.fetchSteps(from, STEP_WINDOW).then((states) => {
      if (states === null) {
        this.windows.delete(from);
        return false;
      }
      let prev = this.steps.get(from - 1) ?? this.live();
      states.forEach((s, i) => {
        // A step fetched alone may be on screen: it stays the same object.
        prev = this.steps.get(from + i) ?? shareState(prev, s);
        this.steps.set(from + i, prev);
      });
      // A window cut short by the log's end is asked again once the log is longer.
      if (states.length < STEP_WINDOW) this.windows.delete(from);
      return true;
    });
    this.windows.set(from, p);
    return p;
  }

  /** Starts the buffer around `center` unless it runs; it ends at the first refusal. */
  private startBuffer(center: number): void {
    if (this.buffering) return;
    const run = ++this.run;
    this.buffering = true;
    void (async () => {
      try {
        for (const from of bufferOrder(center, this.total(), STEP_WINDOW, BUFFER_STEPS)) {
          await this.quiet();
          if (this.run !== run) return;
          if (!(await this.fetchWindow(from))) break;
        }
      } finally {
        if (this.run === run) this.buffering = false;
      }
    })();
  }

  /** Waits until no step of the designer's is loading, none was asked for {@link QUIET_MS}, and the thread is idle. */
  private async quiet(): Promise<void> {
    for (;;) {
      const asking = this.asking;
      const wait = QUIET_MS - (Date.now() - this.lastAsked);
      if (asking !== null) await asking.catch(() => undefined);
      else if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      else break;
    }
    await idle();
  }
}
