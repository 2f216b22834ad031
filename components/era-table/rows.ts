/**
 * The era table's rows: what each column shows, computed on the server from the cards and
 * their meaning (`CardModel`), so the browser receives small plain rows and no parser.
 */
import type { CardType, Roleplay } from "@/lib/attributes/catalogue";
import type { CardModel } from "@/lib/attributes/model";
import type { DiagnosticSummary } from "@/lib/attributes/diagnostics";
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

const NO_PROBLEMS: DiagnosticSummary = { errors: 0, warnings: 0, infos: 0 };

/** One row per card; `model` may return null when the card's meaning is not available. */
export function toEraRows(
  cards: readonly CardDto[],
  model: (attributes: string) => CardModel | null,
  problems: (card: CardDto) => DiagnosticSummary = () => NO_PROBLEMS,
): EraRow[] {
  return cards.map((card) => {
    const m = model(card.attributes);
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
      problems: problems(card),
      haystack: `${card.identifier}\n${card.directive}\n${card.attributes}\n${card.lore}`.toLowerCase(),
      directive: card.directive.split("\n", 1)[0] ?? "",
    };
  });
}
