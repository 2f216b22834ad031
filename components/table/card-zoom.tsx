/**
 * A card shown large over the table (issue 27: "let a designer zoom a card"): its title, type,
 * badges and every line of its text, at a size made to be read, in the card's tone. Opened from a
 * card's zoom button or its Z key; Escape or Close returns to the table.
 */
"use client";

import clsx from "clsx";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import type { BlockedView, CardView } from "@/lib/table/view";

const TONES = {
  red: "border-adventure/70 bg-adventure-soft/40",
  blue: "border-support/70 bg-support-soft/40",
  neutral: "border-line-strong bg-surface",
} as const;

export interface CardZoomProps {
  /** The card to show, or null when closed. */
  card: CardView | null;
  /** Why the viewer cannot play it now, when so. */
  blocked?: BlockedView | null;
  onClose: () => void;
  /** More buttons before Close (the free table's "Open in the editor"). */
  actions?: ReactNode;
}

export function CardZoom({ card, blocked = null, onClose, actions }: CardZoomProps) {
  return (
    <Dialog open={card !== null} onClose={onClose} title={card?.title ?? ""} size="sm" footer={
        <>
          {actions}
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </>
      }>
      {card !== null ? (
        <div className={clsx("space-y-2 rounded-lg border-2 p-4", TONES[card.tone ?? "neutral"])} data-testid="card-zoom">
          {card.subtitle ? <p className="text-base text-ink-soft">{card.subtitle}</p> : null}
          {card.badges && card.badges.length > 0 ? <p className="text-sm text-ink-muted">{card.badges.join(" · ")}</p> : null}
          <ul className="space-y-1 text-base text-ink">
            {card.lines.map((l, i) => (
              <li key={i}>{l}</li>
            ))}
          </ul>
          {blocked !== null ? (
            <p className="rounded border border-line bg-sunken/60 p-2 text-sm">
              <span className="font-medium">{blocked.reason}</span> <span className="font-mono">{blocked.rule}</span>
              {blocked.ruleText ? `: ${blocked.ruleText}` : null}
            </p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
