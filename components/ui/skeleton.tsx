/** Grey placeholders shown while a page loads, shaped like what is coming. */
import clsx from "clsx";

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx("animate-pulse rounded-md bg-line/70", className)} />;
}
