/**
 * What an empty list shows: what is missing and the one thing to do next.
 */
import clsx from "clsx";
import type { ReactNode } from "react";

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  /** Says what to do next ("Add an era deck to start writing cards."). */
  children?: ReactNode;
  /** The next step, usually one primary button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ icon, title, children, action, className }: EmptyStateProps) {
  return (
    <div className={clsx("flex flex-col items-center justify-center rounded-lg border border-dashed border-line-strong bg-surface/60 px-6 py-10 text-center", className)}>
      {icon ? <div className="mb-3 flex h-10 w-10 items-center justify-center rounded-full bg-accent-soft text-accent">{icon}</div> : null}
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {children ? <div className="mt-1 max-w-md text-sm text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-4 flex gap-2">{action}</div> : null}
    </div>
  );
}
