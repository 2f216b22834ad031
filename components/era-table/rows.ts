/**
 * The era table's rows: what each column shows, computed on the server from the cards and
 * their meaning (`CardModel`), so the browser receives small plain rows and no parser.
 */
import type { CardType, Roleplay } from "@/lib/systems/got-cgs/attributes/catalogue";
import type { CardModel } from "@/lib/systems/got-cgs/attributes/model";
import type { TextDiagnosticSummary as DiagnosticSummary } from "@/lib/systems/registry-card-lint-contract";
import type { CardFormat } from "@/lib/packs/schema";
import type { CardDto } from "@/lib/server/types";

export interface EraRow {
  readonly id: string;
  /** 0-based place in the era (deck order). */
  readonly position: number;
  readonly identifier: string;
  readonly format: CardFormat;
  readonly type: CardType | null;
  readonly roleplay: Roleplay | null;
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

/** Short names of the cost and resource categories: the adventure's first, then the era's. */
const SHORT: readonly [string, string][] = [
  ["AdventureCosts", "AC"],
  ["AdventureCommonCosts", "ACC"],
  ["AdventureResources", "AR"],
  ["EraCosts", "EC"],
  ["EraResources", "ER"],
];

/**
 * `ACC 5 · AR 3`: each cost and resource category with the sum of its numeric entries (text
 * values do not add up and are skipped); "" when the card has none.
 */
export function shortCostsAndResources(model: CardModel | null): string {
  if (!model) return "";
  const parts: string[] = [];
  for (const [category, short] of SHORT) {
    const entries = model.categories[category];
    if (!entries) continue;
    let sum = 0;
    for (const value of Object.values(entries)) if (typeof value === "number") sum += value;
    parts.push(`${short} ${sum}`);
  }
  return parts.join(" · ");
}

/** What the table needs to know about a card beyond its fields. */
export interface CardMeaning {
  readonly model: CardModel | null;
  readonly problems: DiagnosticSummary;
}

/** One row per card; `meaning` gives each card's model (null when unknown) and its findings. */
export function toEraRows(cards: readonly CardDto[], meaning: (card: CardDto) => CardMeaning): EraRow[] {
  return cards.map((card) => {
    const { model: m, problems } = meaning(card);
    return {
      id: card.id,
      position: card.position,
      identifier: card.identifier,
      format: card.format,
      type: m?.type ?? null,
      roleplay: m?.roleplay ?? null,
      affiliation: m?.affiliation ?? null,
      short: shortCostsAndResources(m),
      copies: card.copies,
      problems,
      haystack: `${card.identifier}\n${card.directive}\n${card.attributes}\n${card.lore}`.toLowerCase(),
      directive: card.directive.split("\n", 1)[0] ?? "",
    };
  });
}
