"use client";
/**
 * A drop-down menu of actions (WAI-ARIA menu button pattern): Enter, Space or ArrowDown opens
 * it, arrows and Home/End move between items, Escape or Tab closes it and returns focus.
 */
import clsx from "clsx";
import Link from "next/link";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button";

export type MenuItem =
  | { kind?: "action"; label: string; icon?: ReactNode; onSelect: () => void; danger?: boolean; disabled?: boolean }
  /** A link; with `download` (the file name) it is a plain anchor the browser downloads. */
  | { kind: "link"; label: string; icon?: ReactNode; href: string; download?: string }
  | { kind: "separator" };

export interface MenuProps {
  /** The trigger's content (text or an icon). */
  label: ReactNode;
  /** Accessible name when the trigger is an icon. */
  ariaLabel?: string;
  /** The items, or a function giving them, called only while the menu is open (a list of 200 menus builds none until one opens). */
  items: readonly MenuItem[] | (() => readonly MenuItem[]);
  variant?: ButtonVariant;
  size?: ButtonSize;
  align?: "start" | "end";
}

export function Menu({ label, ariaLabel, items, variant = "ghost", size = "icon", align = "end" }: MenuProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);

  const focusItem = (index: number) => {
    const nodes = list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])');
    if (!nodes || nodes.length === 0) return;
    const i = ((index % nodes.length) + nodes.length) % nodes.length;
    nodes[i]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  const onListKey = (event: React.KeyboardEvent) => {
    const nodes = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []);
    const current = nodes.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown") focusItem(current + 1);
    else if (event.key === "ArrowUp") focusItem(current - 1);
    else if (event.key === "Home") focusItem(0);
    else if (event.key === "End") focusItem(nodes.length - 1);
    else if (event.key === "Escape") close(true);
    else if (event.key === "Tab") close(false);
    else return;
    event.preventDefault();
  };

  return (
    <div ref={root} className="relative inline-block">
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={ariaLabel}
        className={buttonClasses(variant, size)}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
      </button>
      {open ? (
        <div
          ref={list}
          id={id}
          role="menu"
          onKeyDown={onListKey}
          className={clsx(
            "absolute z-40 mt-1 min-w-44 rounded-lg border border-line bg-surface p-1 shadow-pop",
            align === "end" ? "right-0" : "left-0",
          )}
        >
          {(typeof items === "function" ? items() : items).map((item, i) => {
            if (item.kind === "separator") return <div key={`sep-${i}`} role="separator" className="my-1 h-px bg-line" />;
            const classes = clsx(
              "flex w-full items-center gap-2 rounded-md px-2.5 py-1.5 text-left text-sm outline-none",
              "focus:bg-sunken hover:bg-sunken",
              item.kind !== "link" && item.danger ? "text-danger" : "text-ink",
              item.kind !== "link" && item.disabled && "cursor-not-allowed opacity-50",
            );
            if (item.kind === "link" && item.download !== undefined) {
              return (
                <a key={item.label} role="menuitem" tabIndex={-1} href={item.href} download={item.download} className={classes} onClick={() => close(false)}>
                  {item.icon}
                  {item.label}
                </a>
              );
            }
            if (item.kind === "link") {
              return (
                <Link key={item.label} role="menuitem" tabIndex={-1} href={item.href} prefetch={false} className={classes} onClick={() => close(false)}>
                  {item.icon}
                  {item.label}
                </Link>
              );
            }
            return (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                aria-disabled={item.disabled || undefined}
                className={classes}
                onClick={() => {
                  if (item.disabled) return;
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
