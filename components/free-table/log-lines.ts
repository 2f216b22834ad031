/**
 * The free table's log in words: one line per entry, from its events (which name a card only when
 * every seat sees it, lib/free-table/actions.ts), so a line never tells more than the page may show.
 */
import { zoneLabel, type FreeTableEvent, type FreeTableState, type TableCard, type ZoneRef } from "@/lib/free-table";
import type { CardInfos } from "./types";

export interface LogLine {
  readonly index: number;
  readonly text: string;
  readonly undo: boolean;
}

function cardName(card: Pick<TableCard, "id" | "identifier">, cards: CardInfos): string {
  if (card.identifier === undefined) return "a card";
  return cards[card.identifier]?.name ?? card.identifier;
}

function cardOf(state: FreeTableState, id: string): Pick<TableCard, "id" | "identifier"> {
  for (const z of state.zones) {
    const c = z.cards.find((x) => x.id === id);
    if (c !== undefined) return c.identifier === undefined ? { id } : { id, identifier: c.identifier };
  }
  return { id };
}

function cardsText(list: readonly Pick<TableCard, "id" | "identifier">[], cards: CardInfos): string {
  const named = list.filter((c) => c.identifier !== undefined);
  return named.length === 0 ? "" : `: ${named.map((c) => cardName(c, cards)).join(", ")}`;
}

/** One event in words; `state` names the zones and seats (any state of the game: zones never change). */
export function eventText(event: FreeTableEvent, state: FreeTableState, cards: CardInfos): string {
  const who = state.names[event.seat] ?? `Seat ${event.seat + 1}`;
  const zone = (z: ZoneRef) => zoneLabel(state, z);
  switch (event.type) {
    case "moved":
      return `${who} moves ${cardName(event.card, cards)} from ${zone(event.from)} to ${zone(event.to)}${event.faceDown ? " face down" : ""}`;
    case "drew":
      return `${who} draws ${event.cards.length} card${event.cards.length === 1 ? "" : "s"} from ${zone(event.from)} to ${zone(event.to)}${cardsText(event.cards, cards)}`;
    case "shuffled":
      return `${who} shuffles ${zone(event.zone)}`;
    case "flipped":
      return `${who} flips ${cardName(event.card, cards)} face ${event.faceDown ? "down" : "up"}`;
    case "turned":
      return `${who} ${event.turned ? "turns" : "straightens"} ${cardName(event.card, cards)}`;
    case "counted": {
      const label = state.table.counters?.find((c) => c.key === event.key)?.label ?? event.key;
      // A card counter's event names the card by id only: the page's state names it when the page may see it.
      const target = "seat" in event.target ? (state.names[event.target.seat] ?? `Seat ${event.target.seat + 1}`) : cardName(cardOf(state, event.target.card), cards);
      return `${who}: ${label} of ${target} ${event.delta > 0 ? "+" : ""}${event.delta} = ${event.value}`;
    }
    case "rolled":
      return `${who} rolls ${event.results.length}d${event.sides}: ${event.results.join(", ")}`;
    case "revealed":
      return `${who} reveals the top ${event.cards.length} of ${zone(event.zone)}${cardsText(event.cards, cards)}`;
    case "looked":
      // Never which cards: only the seat that looked sees them, in its own view of the state.
      return `${who} looks at the top ${event.count} of ${event.zone.seat === event.seat ? `their ${(state.table.zones.find((z) => z.key === event.zone.zone)?.label ?? event.zone.zone).toLowerCase()}` : zone(event.zone)}`;
    case "phase":
      return `${who} moves on to ${event.phase}`;
    case "turnEnded":
      return `${who} ends the turn: ${state.names[event.next] ?? `Seat ${event.next + 1}`}'s turn, round ${event.round}`;
  }
}

/** Every log entry in words, take-backs included. */
export function logLines(log: readonly { readonly events: readonly unknown[]; readonly by: string }[], state: FreeTableState, cards: CardInfos, from = 0): LogLine[] {
  return log.map((entry, i) => ({
    index: from + i,
    undo: entry.by === "undo",
    text: entry.by === "undo" ? "Takes back the last action" : (entry.events as FreeTableEvent[]).map((e) => eventText(e, state, cards)).join("; ") || "(no change)",
  }));
}

/**
 * `next` with each line equal to `prev`'s at the same place replaced by `prev`'s own object, so a
 * memoised log (free-log.tsx) redraws only the lines an answer changed; `prev` itself when all are.
 */
export function keepLines(prev: readonly LogLine[], next: readonly LogLine[]): readonly LogLine[] {
  let same = prev.length === next.length;
  const out = next.map((l, i) => {
    const p = prev[i];
    if (p !== undefined && p.index === l.index && p.undo === l.undo && p.text === l.text) return p;
    same = false;
    return l;
  });
  return same ? prev : out;
}
