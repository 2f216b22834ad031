/**
 * Buttons and button-styled links. Four variants: `primary` (the one main action of a view),
 * `secondary` (everything else), `ghost` (toolbars, icon buttons) and `danger` (destructive).
 * `pending` disables the button and shows a spinner while a server action runs.
 */
import clsx from "clsx";
import Link from "next/link";
import type { ComponentProps } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "icon";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-accent text-white shadow-sm hover:bg-accent-hover disabled:bg-accent/60",
  secondary: "bg-surface text-ink border border-line-strong shadow-xs hover:bg-sunken disabled:text-ink-muted",
  ghost: "text-ink-soft hover:bg-sunken hover:text-ink disabled:text-ink-muted/70",
  danger: "bg-danger text-white shadow-sm hover:bg-danger-hover disabled:bg-danger/60",
};

const SIZES: Record<ButtonSize, string> = {
  sm: "h-7 px-2.5 text-xs gap-1.5",
  md: "h-8.5 px-3 text-sm gap-2",
  icon: "h-8 w-8 justify-center",
};

/** The class list of a button; exported so links and labels can look like buttons. */
export function buttonClasses(variant: ButtonVariant = "secondary", size: ButtonSize = "md", className?: string): string {
  return clsx(
    "focus-ring inline-flex shrink-0 items-center rounded-md font-medium whitespace-nowrap transition-colors select-none",
    "disabled:cursor-not-allowed aria-disabled:cursor-not-allowed",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and disables the button (e.g. while a server action runs). */
  pending?: boolean;
}

export function Button({ variant, size, pending = false, className, type = "button", disabled, children, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends ComponentProps<typeof Link> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}

/** A small spinning ring; decorative (the button carries `aria-busy`). */
export function Spinner({ className }: { className?: string }) {
  return (
    <svg className={clsx("h-3.5 w-3.5 animate-spin", className)} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
