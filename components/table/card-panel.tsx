/**
 * A card opened from the table: its text, why it cannot be played now (when so), a link to its
 * editor, and a note kept on the card. The game keeps the cards it was dealt with, so a saved
 * edit applies from the next deal. On a phone the panel is a sheet over the bottom of the screen,
 * where a blocked card's tooltip would be drawn too (behind it): the panel says the reason itself.
 */
"use client";

import { useState } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import type { BlockedView, CardView } from "@/lib/table/view";

export interface CardPanelProps {
  card: CardView;
  /** Why the viewer cannot play the card now, or null. */
  blocked?: BlockedView | null;
  /** Where the card's editor is, or null when the card is not in the pack any more. */
  editHref: string | null;
  note: string | null;
  onSaveNote?: (note: string) => Promise<void>;
  onClose: () => void;
}

export function CardPanel({ card, blocked = null, editHref, note, onSaveNote, onClose }: CardPanelProps) {
  const [text, setText] = useState(note ?? "");
  const [state, setState] = useState<"idle" | "saving" | "saved" | "error">("idle");
  return (
    <aside aria-label={`Card ${card.title}`} className="space-y-2 rounded-md border border-line-strong bg-surface p-3 shadow-md" data-testid="card-panel">
      <div className="flex items-start justify-between gap-2">
        <div>
          <h2 className="text-sm font-semibold">{card.title}</h2>
          {card.subtitle ? <p className="text-xs text-ink-soft">{card.subtitle}</p> : null}
        </div>
        <Button size="sm" variant="ghost" onClick={onClose} aria-label="Close the card">
          Close
        </Button>
      </div>
      {blocked !== null ? (
        <div className="rounded border border-line bg-sunken/60 p-2 text-xs" data-testid="card-blocked">
          <p className="font-medium text-ink">Cannot be played now: {blocked.reason}</p>
          <p className="mt-1 text-ink-soft">
            <span className="font-mono">{blocked.rule}</span>
            {blocked.ruleText ? `: ${blocked.ruleText}` : null}
          </p>
        </div>
      ) : null}
      <ul className="space-y-0.5 font-mono text-xs">
        {card.lines.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ul>
      {editHref !== null ? (
        <ButtonLink href={editHref} target="_blank" size="sm">
          Edit card
        </ButtonLink>
      ) : null}
      <p className="text-xs text-ink-muted">Saved edits apply from the next deal: this game keeps the cards it was dealt with.</p>
      {onSaveNote ? (
        <div className="space-y-1">
          <label className="block text-xs font-medium" htmlFor={`note-${card.id}`}>
            Note on the card
          </label>
          <Textarea id={`note-${card.id}`} rows={3} value={text} onChange={(e) => { setText(e.target.value); setState("idle"); }} />
          <Button
            size="sm"
            pending={state === "saving"}
            onClick={async () => {
              setState("saving");
              try {
                await onSaveNote(text);
                setState("saved");
              } catch {
                setState("error");
              }
            }}
          >
            Save note
          </Button>
          {state === "saved" ? <span className="ml-2 text-xs text-accent-ink">Saved on the card.</span> : null}
          {state === "error" ? <span className="ml-2 text-xs text-danger">The note was not saved.</span> : null}
        </div>
      ) : null}
    </aside>
  );
}
