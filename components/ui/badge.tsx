/**
 * Small labels: card types (red adventure, blue support), severities and neutral tags.
 */
import clsx from "clsx";
import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "accent" | "adventure" | "support" | "error" | "warning" | "info" | "gold";

const TONES: Record<BadgeTone, string> = {
  neutral: "bg-sunken text-ink-soft ring-line",
  accent: "bg-accent-soft text-accent-ink ring-accent/20",
  adventure: "bg-adventure-soft text-adventure ring-adventure/20",
  support: "bg-support-soft text-support ring-support/20",
  error: "bg-danger-soft text-danger ring-danger/20",
  warning: "bg-warning-soft text-warning ring-warning/25",
  info: "bg-info-soft text-info ring-info/20",
  gold: "bg-[#fbf3d9] text-[#7a5a00] ring-[#c9a227]/40",
};

export function Badge({ tone = "neutral", className, children, title }: { tone?: BadgeTone; className?: string; children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      className={clsx(
        "inline-flex h-5 items-center gap-1 rounded px-1.5 text-[11px] leading-none font-medium whitespace-nowrap ring-1 ring-inset",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
