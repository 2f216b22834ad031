/**
 * The era table's rows: what each column shows, computed on the server from the cards and
 * their meaning in their system's language, whose cells (kind, role, affiliation, costs and
 * resources in short) the system's "lint one card" hook reads (lib/systems/registry-card-lint.ts:
 * the era-shaped pack file's system, GOT CGS, whose cards these are), so the browser receives
 * small plain rows and no parser.
 */
import { eraFileCardLint, type CardTextLint, type TextDiagnosticSummary as DiagnosticSummary } from "@/lib/systems/registry-card-lint";
import type { CardFormat } from "@/lib/packs/schema";
import type { CardDto } from "@/lib/server/types";

export interface EraRow {
  readonly id: string;
  /** 0-based place in the era (deck order). */
  readonly position: number;
  readonly identifier: string;
  readonly format: CardFormat;
  /** The card's kind in its system's words (GOT CGS: its Type, "Adventure" or "Support"). */
  readonly type: string | null;
  /** Its role (GOT CGS: its Roleplay). */
  readonly roleplay: string | null;
  readonly affiliation: string | null;
  /** Costs and resources in short: `ACC 5 · AR 3`. */
  readonly short: string;
  readonly copies: number;
  readonly problems: DiagnosticSummary;
  /** Lower-cased identifier, directive, attributes and lore, for the search box. */
  readonly haystack: string;
  /** The first line of the directive, shown under the identifier. */
  readonly directive: string;
}

/**
 * `ACC 5 · AR 3`: the card's costs and resources in short, as the system's hook reads them from
 * its meaning; "" when it has none.
 */
export function shortCostsAndResources(model: unknown): string {
  return eraFileCardLint().cells(model ?? null).short;
}

/** What the table needs to know about a card beyond its fields. */
export interface CardMeaning {
  /** The system's meaning of the card (`CardTextAnalysis.model`), opaque here; null when unknown. */
  readonly model: unknown;
  readonly problems: DiagnosticSummary;
}

/** One row per card; `meaning` gives each card's model (null when unknown) and its findings; `lint`: the hook that reads the model (default: the era-shaped file's system's). */
export function toEraRows(cards: readonly CardDto[], meaning: (card: CardDto) => CardMeaning, lint: CardTextLint = eraFileCardLint()): EraRow[] {
  return cards.map((card) => {
    const { model, problems } = meaning(card);
    const cells = lint.cells(model ?? null);
    return {
      id: card.id,
      position: card.position,
      identifier: card.identifier,
      format: card.format,
      type: cells.kind,
      roleplay: cells.role,
      affiliation: cells.affiliation,
      short: cells.short,
      copies: card.copies,
      problems,
      haystack: `${card.identifier}\n${card.directive}\n${card.attributes}\n${card.lore}`.toLowerCase(),
      directive: card.directive.split("\n", 1)[0] ?? "",
    };
  });
}
