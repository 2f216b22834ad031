/**
 * "Propose a trade": pick a card to give and a rival's card to ask for. The adapter checks only
 * the chosen pair (never every pair: with seven cards a side and three rivals that is hundreds of
 * checks on every answer), and the picker says why when the pair is refused.
 */
"use client";

import { memo, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import type { CardView, OfferView, RefusalView, SeatView } from "@/lib/table/view";

export interface OfferPickerProps {
  offer: OfferView;
  cards: Readonly<Record<string, CardView>>;
  seats: readonly SeatView[];
  busy: boolean;
  /** Why the offer of `give` for `take` would be refused now, or null when it would be accepted. */
  onCheck: (give: string, take: string) => RefusalView | null;
  onOffer: (give: string, take: string) => void;
}

export const OfferPicker = memo(function OfferPicker({ offer, cards, seats, busy, onCheck, onOffer }: OfferPickerProps) {
  const [give, setGive] = useState("");
  const [take, setTake] = useState("");
  // A choice that left the hand (played, traded) falls back to the first card.
  const giveNow = offer.give.includes(give) ? give : (offer.give[0] ?? "");
  const takeNow = offer.take.some((t) => t.cards.includes(take)) ? take : (offer.take[0]?.cards[0] ?? "");
  const refusal = useMemo(() => (giveNow === "" || takeNow === "" ? null : onCheck(giveNow, takeNow)), [giveNow, takeNow, onCheck]);
  const title = (id: string) => cards[id]?.title ?? id;
  return (
    <fieldset className="min-w-0 rounded-md border border-line p-2" data-testid="offer-picker">
      <legend className="px-1 text-xs font-medium text-ink">{offer.label}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-col gap-0.5 text-xs text-ink-soft">
          Give
          <Select aria-label="Give" value={giveNow} onChange={(e) => setGive(e.target.value)} className="max-w-56">
            {offer.give.map((id) => (
              <option key={id} value={id}>
                {title(id)}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex min-w-0 flex-col gap-0.5 text-xs text-ink-soft">
          For
          <Select aria-label="For" value={takeNow} onChange={(e) => setTake(e.target.value)} className="max-w-56">
            {offer.take.map((t) => (
              <optgroup key={t.seat} label={seats[t.seat]?.name ?? `Seat ${t.seat + 1}`}>
                {t.cards.map((id) => (
                  <option key={id} value={id}>
                    {title(id)}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </label>
        <Button size="sm" disabled={busy || refusal !== null || giveNow === "" || takeNow === ""} onClick={() => onOffer(giveNow, takeNow)}>
          Offer the trade
        </Button>
      </div>
      {refusal !== null ? (
        <p role="status" className="mt-1 text-xs" data-testid="offer-refusal">
          <span className="font-medium text-danger">{refusal.reason}</span>{" "}
          <span className="text-ink-soft">
            <span className="font-mono">{refusal.rule}</span>
            {refusal.ruleText ? `: ${refusal.ruleText}` : null}
          </span>
        </p>
      ) : null}
    </fieldset>
  );
});
