/**
 * Frame timing for the table's click measure (bench/table-click.bench.ts): when a frame with the
 * predicted table has been painted, and when the request may start after it. No React.
 */

/** Runs `then` in a message task: posted messages are handled in the order they were posted. */
function onMessage(then: () => void) {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

/**
 * Resolves after the next frame has been drawn (a message posted from its animation-frame callback
 * is handled after that frame's paint), whether or not React drew anything; at the latest after
 * 100 ms, as a hidden tab draws no frames. It takes a second message, so it resolves after the
 * `table-painted` mark of the same frame (markAfterPaint, whose frame callback may be registered
 * later): the request's own start is not counted as painting (bench/table-click), and the frame is
 * on screen before it, as the compositor does not wait for the page's later tasks.
 */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => onMessage(() => onMessage(resolve)));
    setTimeout(resolve, 100);
  });
}

/** Marks `name` when the frame now being drawn has been painted (after the next animation frame's paint). */
export function markAfterPaint(name: string, then: () => void) {
  // A message posted from a frame callback is handled after that frame's paint.
  requestAnimationFrame(() =>
    onMessage(() => {
      performance.mark(name);
      then();
    }),
  );
}
