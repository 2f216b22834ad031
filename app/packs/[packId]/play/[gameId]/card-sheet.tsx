/**
 * The card opened from the table, with its note (GameClient's side panel): beside the table on a
 * wide screen; on a phone a sheet over the bottom of the screen, next to the card just tapped
 * (below the board it would be a long scroll away). The note is saved on the card in the pack
 * (PUT /api/cards/{id}/notes); notes saved during the visit are kept over the loaded ones.
 */
"use client";

import { useState } from "react";
import { CardPanel } from "@/components/table/card-panel";
import type { TableView } from "@/lib/table/view";
import { sendJson } from "../play-http";

export interface CardSheetProps {
  view: TableView;
  /** The card opened, or null. */
  selected: string | null;
  editLinks: Readonly<Record<string, string>>;
  cardIds: Readonly<Record<string, string>>;
  /** The notes when the page was loaded, by card identifier. */
  notes: Readonly<Record<string, string>>;
  onClose: () => void;
}

export function CardSheet({ view, selected, editLinks, cardIds, notes: loadedNotes, onClose }: CardSheetProps) {
  // Notes saved from the panel during this visit, over the ones the page was loaded with.
  const [notes, setNotes] = useState<Readonly<Record<string, string>>>(loadedNotes);
  const card = selected !== null ? view.cards[selected] : undefined;
  if (card === undefined) return null;
  const cardId = cardIds[card.ref];
  const saveNote =
    cardId !== undefined
      ? async (note: string) => {
          const r = await sendJson(`/api/cards/${cardId}/notes`, "PUT", { notes: note });
          if (!r.ok) throw new Error(r.error.message);
          setNotes((current) => ({ ...current, [card.ref]: note }));
        }
      : undefined;
  return (
    <div className="max-lg:fixed max-lg:inset-x-2 max-lg:bottom-2 max-lg:z-30 max-lg:max-h-[60vh] max-lg:overflow-y-auto max-lg:rounded-md max-lg:shadow-xl" data-testid="card-sheet">
      <CardPanel
        key={card.id}
        card={card}
        blocked={view.blocked.find((b) => b.cardId === card.id) ?? null}
        editHref={editLinks[card.ref] ?? null}
        note={notes[card.ref] ?? null}
        onSaveNote={saveNote}
        onClose={onClose}
      />
    </div>
  );
}
