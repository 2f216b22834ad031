/**
 * What executing an ability opens (GEN-342 .. GEN-372, custom GEN-426 .. GEN-440): grants to
 * engage more cards and steps to execute later in the phase ("may draw 1 card and then may
 * engage 1 card": the grant opens when the draw step is done or declined).
 */
import type { CustomEffect } from "./custom";
import type { Combo, GenesisCard, GrantKind, Step, StepKind } from "./types";

function grant(combo: Combo, source: string, kind: GrantKind, left: number, locked: boolean): void {
  const g = { id: `g${combo.nextGrant++}`, source, kind, left };
  if (locked) (combo.locked[source] ??= []).push(g);
  else combo.grants.push(g);
}

function step(combo: Combo, card: string, kind: StepKind, left: number): void {
  const s: Step = { card, kind, left };
  combo.steps.push(s);
}

/**
 * Execute `ability` for the engaged `card` (its own ability, or one named by maven/replication).
 * Unknown abilities (pack-defined custom ones) and endurance open nothing: their rules are not
 * code (README "Decisions").
 */
export function openAbility(combo: Combo, card: GenesisCard, ability: string, advanced = true, custom: Readonly<Record<string, readonly CustomEffect[]>> = {}): void {
  const id = card.id;
  switch (ability) {
    case "Battle":
    case "Leadership":
      grant(combo, id, "any", 2, false);
      break;
    case "Covert":
      grant(combo, id, "any", 1, false);
      if (combo.phase === "plot") combo.covert = true;
      break;
    case "Dread":
      // Engaged in an obstruction too (the text names no phase): see flow.ts finishObstruct.
      grant(combo, id, "any", 1, false);
      combo.dread = true;
      break;
    case "Warfare":
    case "Rescue":
    case "Ruin":
    case "Triumph":
      grant(combo, id, "any", 1, false);
      break;
    case "Engineering":
      step(combo, id, "draw", 1);
      grant(combo, id, "any", 1, true);
      break;
    case "Valor":
      step(combo, id, "draw", 1);
      grant(combo, id, "valor", 1, true);
      break;
    case "Persuasion":
      step(combo, id, "persuade", 1);
      grant(combo, id, "any", 1, true);
      break;
    case "Logistics":
      step(combo, id, "refill", 7);
      break;
    case "Navigation":
      step(combo, id, "draw", 2);
      break;
    case "Omen":
      step(combo, id, "omen", 1);
      break;
    case "Vengeance":
      step(combo, id, "draw", 2);
      // Without the advanced experience rules (GEN-290) a card in the experience could never come
      // back, so the move is not offered: vengeance draws 2 cards.
      if (advanced) step(combo, id, "experience", 2);
      break;
    case "Vision":
      if (card.sway < 7) grant(combo, id, "vision", 7 - card.sway, false);
      break;
    case "Insurgence":
      grant(combo, id, "insurgence", 1, false);
      break;
    case "Sabotage":
      grant(combo, id, "sabotage", 2, false);
      break;
    case "Strike":
      grant(combo, id, "strike", Number.MAX_SAFE_INTEGER, false);
      combo.strike = true;
      break;
    case "Maven":
      step(combo, id, "maven", 1);
      break;
    case "Negotiation":
      step(combo, id, "negotiate", 1);
      break;
    case "Replication":
      step(combo, id, "replicate", 1);
      break;
    default: {
      // A pack's own ability defined as effects (./custom.ts): steps in order; a grant marked
      // "then" waits for the card's steps before it, as engineering's engagement waits for its draw.
      let stepped = false;
      for (const e of custom[ability] ?? []) {
        if (e.kind === "as") openAbility(combo, card, e.ability, advanced, {});
        else if (e.kind === "engage") grant(combo, id, "any", e.n, e.then && stepped);
        else {
          step(combo, id, e.kind === "persuade" ? "persuade" : e.kind, e.kind === "draw" ? e.n : e.kind === "refill" ? 7 : 1);
          stepped = true;
        }
      }
      break;
    }
  }
}

/** When a card's last step is done, the grants waiting on it open. */
export function unlockIfDone(combo: Combo, card: string): void {
  if (combo.steps.some((s) => s.card === card)) return;
  const waiting = combo.locked[card];
  if (!waiting) return;
  combo.grants.push(...waiting);
  delete combo.locked[card];
}

/** Whether grant kind `kind` with `left` may take `card`. */
export function grantTakes(kind: GrantKind, left: number, card: GenesisCard): boolean {
  if (left <= 0) return false;
  if (kind === "valor") return card.ability === "Valor";
  if (kind === "vision") return card.sway <= left;
  return true;
}
