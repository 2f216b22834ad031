"use client";
/**
 * Two kinds of tabs. `TabLinks` switch between pages (each tab is a link, the current one
 * marked `aria-current`), so every tab has its own address. `Tabs` switch panels inside a page
 * (WAI-ARIA tabs: arrow keys move between tabs, the panel follows).
 */
import clsx from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, type ReactNode } from "react";

export interface TabLink {
  href: string;
  label: string;
  icon?: ReactNode;
  /** A count or badge shown after the label. */
  meta?: ReactNode;
  /** Also current for deeper paths (default: exact match only). */
  prefix?: boolean;
}

/**
 * A row of tabs never makes the page wider than the screen: on a narrow screen (a 390 px phone)
 * the row scrolls sideways on its own, without a scrollbar, and the tabs keep their full labels.
 * The line under the row is an inset shadow rather than a border, so the current tab's 2 px
 * underline is drawn over it without overflowing the scroll box; for the same reason a tab's
 * focus ring (app/globals.css) is drawn inside the tab, where the scroll box cannot clip it.
 */
const TAB_ROW = "relative flex gap-1 overflow-x-auto overscroll-x-contain [scrollbar-width:none] shadow-[inset_0_-1px_0_var(--color-line)]";

/** Scrolls a sideways-scrolling tab row so that `current` is in view (centred when it was not). */
function revealTab(row: HTMLElement | null, current: HTMLElement | null | undefined): void {
  if (!row || !current || row.scrollWidth <= row.clientWidth) return;
  const left = current.offsetLeft;
  const right = left + current.offsetWidth;
  if (left >= row.scrollLeft && right <= row.scrollLeft + row.clientWidth) return;
  row.scrollLeft = Math.max(0, left - (row.clientWidth - current.offsetWidth) / 2);
}

export function TabLinks({ tabs, label, className }: { tabs: readonly TabLink[]; label: string; className?: string }) {
  const pathname = usePathname();
  const row = useRef<HTMLElement>(null);
  useEffect(() => {
    revealTab(row.current, row.current?.querySelector<HTMLElement>('[aria-current="page"]'));
  }, [pathname]);
  return (
    <nav ref={row} aria-label={label} className={clsx(TAB_ROW, className)}>
      {tabs.map((tab) => {
        const current = tab.prefix ? pathname === tab.href || pathname.startsWith(`${tab.href}/`) : pathname === tab.href;
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={current ? "page" : undefined}
            className={clsx(
              "inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap rounded-t-md border-b-2 px-3 py-2 text-sm font-medium transition-colors focus-visible:-outline-offset-2",
              current ? "border-accent text-ink" : "border-transparent text-ink-muted hover:border-line-strong hover:text-ink",
            )}
          >
            {tab.icon}
            {tab.label}
            {tab.meta}
          </Link>
        );
      })}
    </nav>
  );
}

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

export interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  label: string;
  className?: string;
  /** The panel of the selected tab. */
  children: ReactNode;
}

export function Tabs<K extends string>({ tabs, value, onChange, label, className, children }: TabsProps<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const move = (delta: number) => {
    const index = tabs.findIndex((t) => t.key === value);
    const next = tabs[(index + delta + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    const tab = list.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`);
    tab?.focus();
    revealTab(list.current, tab);
  };
  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className={TAB_ROW}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") move(1);
          else if (event.key === "ArrowLeft") move(-1);
          else return;
          event.preventDefault();
        }}
      >
        {tabs.map((tab) => {
          const selected = tab.key === value;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              data-key={tab.key}
              id={`${id}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.key)}
              className={clsx(
                "inline-flex shrink-0 items-center gap-1.5 whitespace-nowrap border-b-2 px-3 py-1.5 text-sm font-medium focus-visible:-outline-offset-2",
                selected ? "border-accent text-ink" : "border-transparent text-ink-muted hover:text-ink",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${value}`} className="pt-3">
        {children}
      </div>
    </div>
  );
}
