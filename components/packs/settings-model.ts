/**
 * The pack settings form's values and their conversion to `updatePack` changes. Numbers are
 * kept as the text the designer typed, so a field can be cleared; empty means "not set" and is
 * left out of the instructions (the rulebook's defaults apply).
 */
import type { Instructions, PackType } from "@/lib/packs/schema";
import type { PackDetail } from "@/lib/server/types";
import type { PackChanges } from "@/lib/server/validation";
import type { FormatIssue } from "@/lib/packs/schema";

export const MINUTE_FIELDS = [
  ["sessionPlayDurationMinutes", "Session play duration", "An estimate, not a limit."],
  ["eraSetupDurationMinutes", "Era setup duration", "An estimate: shuffling and dealing."],
  ["eraWrapUpDurationMinutes", "Era wrap-up duration", "An estimate: counting requirements, coverage and victory points."],
  ["opsAnalysisTimeLimitMinutes", "Ops analysis time limit", "How long players may study their ops."],
  ["turnTimeLimitMinutes", "Turn time limit", "How long one turn may take."],
] as const;

export type MinuteField = (typeof MINUTE_FIELDS)[number][0];

export const TEXT_FIELDS = [
  ["gameComponents", "Game components", "E.g. “50 adventure cards, 200 support cards, the rules. There are 2 gold cards.”"],
  ["allowedCustomizations", "Allowed session pack customizations", "Empty: any customization may be done."],
  ["goals", "Goals", "From the most important to the least important."],
  ["extraInstructions", "Extra instructions", "Anything else the players need to know."],
] as const;

export type TextField = (typeof TEXT_FIELDS)[number][0];

export interface SettingsValues {
  name: string;
  game: string;
  type: PackType;
  extends: string;
  players: string;
  affiliations: string[];
  /** One per player, "" = the player chooses. */
  playerAffiliations: string[];
  playerLevel: string;
  minutes: Record<MinuteField, string>;
  texts: Record<TextField, string>;
}

export function valuesOf(pack: PackDetail): SettingsValues {
  const i = pack.instructions;
  const minutes = {} as Record<MinuteField, string>;
  for (const [key] of MINUTE_FIELDS) minutes[key] = i[key] === undefined ? "" : String(i[key]);
  const texts = {} as Record<TextField, string>;
  for (const [key] of TEXT_FIELDS) texts[key] = i[key] ?? "";
  return {
    name: pack.name,
    game: pack.game,
    type: pack.type,
    extends: i.extends ?? "",
    players: i.players === undefined ? "" : String(i.players),
    affiliations: [...(i.affiliations ?? [])],
    playerAffiliations: [...(i.playerAffiliations ?? [])],
    playerLevel: i.playerLevel ?? "",
    minutes,
    texts,
  };
}

/** Whole numbers typed in a field: "" -> undefined, anything else -> a number or an issue. */
function wholeNumber(text: string, path: string, issues: FormatIssue[], min: number, max: number): number | undefined {
  const t = text.trim();
  if (t === "") return undefined;
  const n = Number(t);
  if (!Number.isInteger(n) || n < min || n > max) {
    issues.push({ path, message: `must be a whole number from ${min} to ${max}` });
    return undefined;
  }
  return n;
}

/**
 * The changes to send, or the problems to fix first (paths as the server names them, e.g.
 * `instructions.players`). Instructions are sent whole, with unset values left out.
 */
export function changesOf(values: SettingsValues): { changes: PackChanges; issues: FormatIssue[] } {
  const issues: FormatIssue[] = [];
  const instructions: Record<string, unknown> = {};
  const players = wholeNumber(values.players, "instructions.players", issues, 2, 64);
  if (players !== undefined) instructions.players = players;
  const affiliations = values.affiliations.map((a) => a.trim()).filter(Boolean);
  if (affiliations.length > 0) instructions.affiliations = affiliations;
  // Player affiliations only make sense as a complete list, one per player.
  const perPlayer = values.playerAffiliations.slice(0, players ?? 0);
  if (perPlayer.length > 0 && perPlayer.some((a) => a !== "")) {
    if (perPlayer.some((a) => a === "")) issues.push({ path: "instructions.playerAffiliations", message: "give every player an affiliation, or none of them" });
    else instructions.playerAffiliations = perPlayer;
  }
  if (values.extends.trim() !== "") instructions.extends = values.extends.trim();
  for (const [key] of MINUTE_FIELDS) {
    const n = wholeNumber(values.minutes[key], `instructions.${key}`, issues, 0, 24 * 60);
    if (n !== undefined) instructions[key] = n;
  }
  if (values.playerLevel !== "") instructions.playerLevel = values.playerLevel;
  for (const [key] of TEXT_FIELDS) if (values.texts[key].trim() !== "") instructions[key] = values.texts[key];
  return {
    changes: { name: values.name, game: values.game, type: values.type, instructions: instructions as Instructions },
    issues,
  };
}
