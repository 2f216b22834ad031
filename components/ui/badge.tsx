/**
 * Small labels: card types (red adventure, blue support), severities and neutral tags.
 */
import clsx from "clsx";
import type { ReactNode } from "react";

export type BadgeTone = "neutral" | "accent" | "adventure" | "support" | "error" | "warning" | "info" | "gold";

// The shape is `.badge` (app/globals.css); the tone sets colours and the ring (--badge-ring).
const TONES: Record<BadgeTone, string> = {
  neutral: "bg-sunken text-ink-soft [--badge-ring:var(--color-line)]",
  accent: "bg-accent-soft text-accent-ink [--badge-ring:#1f6f4333]",
  adventure: "bg-adventure-soft text-adventure [--badge-ring:#b4231833]",
  support: "bg-support-soft text-support [--badge-ring:#1d4ed833]",
  error: "bg-danger-soft text-danger [--badge-ring:#b4231833]",
  warning: "bg-warning-soft text-warning [--badge-ring:#8a5a0040]",
  info: "bg-info-soft text-info [--badge-ring:#1f5fa833]",
  gold: "bg-[#fbf3d9] text-[#7a5a00] [--badge-ring:#c9a22766]",
};

export function Badge({ tone = "neutral", className, children, title }: { tone?: BadgeTone; className?: string; children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      className={clsx("badge", TONES[tone], className)}
    >
      {children}
    </span>
  );
}
