/**
 * The top of a page: where you are (breadcrumbs), what this is (title and a line under it) and
 * what you can do here (actions on the right).
 */
import clsx from "clsx";
import Link from "next/link";
import type { ReactNode } from "react";
import { ChevronRightIcon } from "@/components/ui/icons";

export interface Crumb {
  label: string;
  href?: string;
}

/**
 * Where you are, one crumb per level. Where the line is too narrow (a 390 px phone, a toolbar
 * beside buttons) the crumbs wrap onto a second line instead of all shrinking to their first
 * letter ("P › › ›"); only a crumb wider than a whole line is cut, with an ellipsis.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex min-w-0 flex-wrap items-center gap-x-1 gap-y-0.5 text-xs text-ink-muted">
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`} className="flex min-w-0 max-w-full items-center gap-1">
            {i > 0 ? <ChevronRightIcon size={12} className="shrink-0 text-line-strong" /> : null}
            {item.href ? (
              <Link href={item.href} className="focus-ring truncate rounded hover:text-ink hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="truncate text-ink-soft">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export interface PageHeaderProps {
  crumbs?: readonly Crumb[];
  title: ReactNode;
  /** One line under the title: what this is, or its key numbers. */
  subtitle?: ReactNode;
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ crumbs, title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <div className={clsx("flex flex-wrap items-end justify-between gap-x-6 gap-y-3", className)}>
      <div className="min-w-0">
        {crumbs && crumbs.length > 0 ? <Breadcrumbs items={crumbs} /> : null}
        <h1 className="mt-1 truncate text-xl font-semibold tracking-tight text-ink">{title}</h1>
        {subtitle ? <div className="mt-0.5 text-sm text-ink-muted">{subtitle}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** The centred column pages live in. */
export function PageContainer({ children, className, wide }: { children: ReactNode; className?: string; wide?: boolean }) {
  return <main className={clsx("mx-auto w-full px-5 py-6", wide ? "max-w-[1600px]" : "max-w-[1280px]", className)}>{children}</main>;
}
