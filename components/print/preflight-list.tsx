/**
 * What preflight found (lib/print/preflight.ts), errors first. It informs; printing stays
 * possible whatever it says.
 */
import clsx from "clsx";
import { AlertIcon, CheckIcon, ErrorIcon, InfoIcon } from "@/components/ui/icons";
import type { PreflightItem } from "@/lib/print/preflight";
import { preflightCounts } from "@/lib/print/preflight-counts";

const ICON = {
  error: <ErrorIcon size={15} className="mt-0.5 shrink-0 text-danger" />,
  warning: <AlertIcon size={15} className="mt-0.5 shrink-0 text-warning" />,
  info: <InfoIcon size={15} className="mt-0.5 shrink-0 text-info" />,
} as const;

export function PreflightList({ items, loading, error }: { items: readonly PreflightItem[] | null; loading: boolean; error: string | null }) {
  if (error) return <p className="text-sm text-danger">{error}</p>;
  if (items === null) return <p className="text-sm text-ink-muted">{loading ? "Checking pictures and cards…" : ""}</p>;
  if (items.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-ink-soft">
        <CheckIcon size={15} className="text-accent" /> Nothing to worry about: pictures are sharp enough and every card fits.
      </p>
    );
  }
  const counts = preflightCounts(items);
  return (
    <div className={clsx("flex flex-col gap-2", loading && "opacity-60")}>
      <p className="text-xs text-ink-muted">
        {[counts.error && `${counts.error} error${counts.error === 1 ? "" : "s"}`, counts.warning && `${counts.warning} warning${counts.warning === 1 ? "" : "s"}`, counts.info && `${counts.info} note${counts.info === 1 ? "" : "s"}`]
          .filter(Boolean)
          .join(", ")}
        . You can print anyway.
      </p>
      <ul className="flex max-h-80 flex-col gap-1.5 overflow-y-auto pr-1" aria-label="Preflight findings">
        {items.map((item, i) => (
          <li key={i} className="flex gap-2 text-sm leading-snug text-ink" data-severity={item.severity} data-code={item.code}>
            {ICON[item.severity]}
            <span>
              {item.identifier ? <span className="font-mono text-xs font-semibold text-ink-soft">{item.identifier} </span> : null}
              {item.identifier && item.message.startsWith(`${item.identifier}`) ? item.message.slice(item.identifier.length).replace(/^[:\s]+/, "") : item.message}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
