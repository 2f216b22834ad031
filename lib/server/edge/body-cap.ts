/**
 * Counts a request's body bytes as the socket delivers them, before anything downstream (Next,
 * a route's `readBody`) sees them, and stops at the route's cap: the chunk that crosses it is
 * never delivered, `onOver` answers 413 and the connection closes. Nothing is buffered here.
 *
 * How: Node's HTTP parser hands each body chunk to `IncomingMessage.push`; wrapping it on this
 * one request is the only hook that sees bytes before a consumer does, without switching the
 * stream to flowing mode (a 'data' listener would) or replacing the request object Next needs.
 */
import type { IncomingMessage } from "node:http";

/**
 * Enforces `cap` bytes on `req`'s body. `onOver` runs once, when the total first exceeds it;
 * from then on chunks are dropped without pausing the socket (so a lingering close can drain
 * it) and the end of the body is never signalled: the caller closes the connection. Returns
 * how many bytes were received so far (for tests and logs).
 */
export function capBody(req: IncomingMessage, cap: number, onOver: (received: number) => void): () => number {
  let total = 0;
  let over = false;
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk !== null && chunk !== undefined) total += (chunk as { length: number }).length;
    if (over) return true;
    if (total > cap) {
      over = true;
      onOver(total);
      return true;
    }
    return push(chunk, encoding);
  };
  return () => total;
}
