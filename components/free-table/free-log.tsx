"use client";
/**
 * The free table's log: one line per entry (log-lines.ts), following the newest unless the reader
 * scrolled up. A game of 2,000 entries has 2,000 lines, and a replay step or a move must not cost
 * 2,000 of anything (issue 27 "Speed"): the lines are drawn in blocks of {@link BLOCK}, each
 * redrawn only when one of its lines, its end or the newest line within it changes; following
 * scrolls in the next frame, so the browser lays the page out once, not once inside the click and
 * again for the frame.
 *
 * A block off the log's screen is neither laid out nor painted (content-visibility: auto; `auto`
 * in its intrinsic size keeps the height it last had, so scrolling up does not jump). The block
 * with the newest line is always drawn, so following lands on the log's real end. Without this
 * the 2,000 lines of a long game were most of the page's ~11,400 layout objects, laid out again
 * (and their paint recorded) for every move and replay step (bench/free-table-page.bench.ts's
 * trace). The blocks are `role="none"` boxes between the list and its items.
 */
import clsx from "clsx";
import { memo, useEffect, useRef, useState } from "react";
import type { LogLine } from "./log-lines";

/** Lines per block. */
const BLOCK = 25;

/** One line; memoised, so a step of the replay or a new entry redraws only the lines that change. */
const LogItem = memo(function LogItem({ line, last }: { readonly line: LogLine; readonly last: boolean }) {
  return (
    <div role="listitem" data-log-index={line.index} className={last ? "rounded bg-accent-soft px-1 font-medium" : line.undo ? "text-ink-muted" : ""}>
      {line.index + 1}. {line.text}
    </div>
  );
});

interface BlockProps {
  /** Every line of the game (the block draws `lines[from..to)`). */
  readonly lines: readonly LogLine[];
  readonly from: number;
  readonly to: number;
  /** The newest line shown (highlighted), when it is in this block; else -1. */
  readonly last: number;
  /** True for the block of the newest line shown: drawn even off screen. */
  readonly end: boolean;
  /** True for a block wholly after the replay step shown. */
  readonly hidden: boolean;
}

/** The block is the same when its range, its newest line and each of its lines (by object) are. */
function sameBlock(a: BlockProps, b: BlockProps): boolean {
  if (a.from !== b.from || a.to !== b.to || a.last !== b.last || a.end !== b.end || a.hidden !== b.hidden) return false;
  if (a.lines === b.lines) return true;
  for (let i = a.from; i < a.to; i++) if (a.lines[i] !== b.lines[i]) return false;
  return true;
}

/** A block's height before it was ever drawn: {@link BLOCK} lines of text-sm (20 px) and their 4 px gaps. */
const SKIPPED = "[content-visibility:auto] [contain-intrinsic-size:auto_600px]";

/** A block wholly after the replay step shown: in the page, skipped, taking no room (see LogBlock). */
const AFTER_STEP = "[content-visibility:hidden] h-0 my-0 overflow-hidden";

const LogBlock = memo(function LogBlock({ lines, from, to, last, end, hidden }: BlockProps) {
  const items = [];
  for (let i = from; i < to; i++) {
    const l = lines[i] as LogLine;
    items.push(<LogItem key={l.index} line={l} last={i === last} />);
  }
  // A block after the step is hidden without `display: none` (the `hidden` attribute): showing
  // such a block again then restyled its 100 lines in the jump's frame (most of a jump's time,
  // bench/free-table-page.bench.ts). With its content skipped (`content-visibility: hidden`), no
  // height and no margin, and inert, it is neither styled, laid out, painted, found nor read; shown again
  // off screen, it stays skipped (SKIPPED) until scrolled to.
  return (
    <div role="none" inert={hidden} className={clsx("space-y-1", hidden ? AFTER_STEP : !end && SKIPPED)}>
      {items}
    </div>
  );
}, sameBlock);

/** `lines`: every line of the game; `count`: how many are shown (a replay step shows those up to it). */
export function FreeLog({ lines, count = lines.length }: { readonly lines: readonly LogLine[]; readonly count?: number }) {
  const logRef = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const shown = Math.min(count, lines.length);
  useEffect(() => {
    if (!following) return;
    const frame = requestAnimationFrame(() => {
      const el = logRef.current;
      if (el !== null) el.scrollTop = el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [shown, following]);
  const blocks = [];
  for (let from = 0; from < lines.length; from += BLOCK) {
    // A block wholly after the step shown stays in the page, hidden: a jump back and forth then
    // shows or hides whole blocks instead of removing and adding up to 2,000 lines.
    const after = from >= shown;
    const to = Math.min(from + BLOCK, after ? lines.length : shown);
    const end = !after && shown - 1 < to;
    blocks.push(<LogBlock key={from} lines={lines} from={from} to={to} last={end ? shown - 1 : -1} end={end} hidden={after} />);
  }
  return (
    <aside aria-label="Log" className="rounded-md border border-line bg-surface p-2">
      <h2 className="mb-1 text-sm font-semibold">Log ({shown})</h2>
      <div
        ref={logRef}
        role="list"
        className="max-h-[70vh] space-y-1 overflow-y-auto text-sm"
        onScroll={(e) => {
          const el = e.currentTarget;
          setFollowing(el.scrollTop + el.clientHeight >= el.scrollHeight - 8);
        }}
      >
        {shown === 0 ? (
          <div role="listitem" className="text-ink-muted">
            Nothing yet: drag a card, or use its ⋯ menu.
          </div>
        ) : null}
        {blocks}
      </div>
    </aside>
  );
}
