"use client";
/**
 * Two kinds of tabs. `TabLinks` switch between pages (each tab is a link, the current one
 * marked `aria-current`), so every tab has its own address. `Tabs` switch panels inside a page
 * (WAI-ARIA tabs: arrow keys move between tabs, the panel follows).
 */
import clsx from "clsx";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useRef, type ReactNode } from "react";

export interface TabLink {
  href: string;
  label: string;
  icon?: ReactNode;
  /** A count or badge shown after the label. */
  meta?: ReactNode;
  /** Also current for deeper paths (default: exact match only). */
  prefix?: boolean;
}

export function TabLinks({ tabs, label, className }: { tabs: readonly TabLink[]; label: string; className?: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={clsx("flex gap-1 border-b border-line", className)}>
      {tabs.map((tab) => {
        const current = tab.prefix ? pathname === tab.href || pathname.startsWith(`${tab.href}/`) : pathname === tab.href;
        return (
          <Link
            key={tab.href}
            href={tab.href}
            aria-current={current ? "page" : undefined}
            className={clsx(
              "focus-ring -mb-px inline-flex items-center gap-1.5 rounded-t-md border-b-2 px-3 py-2 text-sm font-medium transition-colors",
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
    list.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };
  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="flex gap-1 border-b border-line"
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
                "focus-ring -mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-1.5 text-sm font-medium",
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
