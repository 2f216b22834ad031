/**
 * The pack settings form's values and their conversion to `updatePack` changes. Numbers are
 * kept as the text the designer typed, so a field can be cleared; empty means "not set" and is
 * left out of the instructions (the rulebook's defaults apply). Which instructions the form edits
 * besides name, game and type is the system's `packSettings` hook (lib/systems/pack-pages.ts);
 * the instructions it does not edit (a Genesis pack's custom abilities) are sent back unchanged.
 */
import type { Instructions, PackType } from "@/lib/packs/schema";
import type { PackDetail } from "@/lib/server/types";
import type { PackChanges } from "@/lib/server/validation";
import type { FormatIssue } from "@/lib/packs/schema";
import type { PackSettingsHook } from "@/lib/systems/pack-pages";
import { findSystem } from "@/lib/systems/registry";

/** The settings of a system without the hook: name, game and type only. */
export const NO_SETTINGS: PackSettingsHook = { minutes: [], texts: [] };

/** What the settings form needs of a pack's system: its name, what a deck is called, and its settings hook. */
export interface SettingsSystem {
  readonly name: string;
  readonly deckNoun: string;
  readonly settings: PackSettingsHook;
}

/** The settings form's view of the system `key` (an unregistered key: nothing system-specific). */
export function settingsSystemOf(key: string): SettingsSystem {
  const system = findSystem(key);
  return { name: system?.definition.name ?? key, deckNoun: system?.definition.deckNoun ?? "deck", settings: system?.packSettings ?? NO_SETTINGS };
}

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
  /** By instruction key, the minute fields the system's settings list. */
  minutes: Record<string, string>;
  /** By instruction key, the text fields the system's settings list. */
  texts: Record<string, string>;
  /** What the form edits (the system's hook) and the instructions it leaves as they are. */
  readonly settings: PackSettingsHook;
  readonly kept: Readonly<Record<string, unknown>>;
}

/** The instruction keys the form edits under `settings`. */
function editedKeys(settings: PackSettingsHook): Set<string> {
  const keys = new Set(["extends", ...settings.minutes.map((f) => f.key), ...settings.texts.map((f) => f.key)]);
  if (settings.players) {
    keys.add("players");
    if (settings.players.affiliations) for (const k of ["affiliations", "playerAffiliations"]) keys.add(k);
    if (settings.players.playerLevel) keys.add("playerLevel");
  }
  return keys;
}

/** The form's values for `pack`; `settings` defaults to the pack's system's hook (none for a system without one). */
export function valuesOf(pack: PackDetail, settings: PackSettingsHook = findSystem(pack.system)?.packSettings ?? NO_SETTINGS): SettingsValues {
  const i = pack.instructions as Readonly<Record<string, unknown>>;
  const text = (v: unknown) => (v === undefined || v === null ? "" : String(v));
  const edited = editedKeys(settings);
  return {
    name: pack.name,
    game: pack.game,
    type: pack.type,
    extends: text(i.extends),
    players: text(i.players),
    affiliations: [...(pack.instructions.affiliations ?? [])],
    playerAffiliations: [...(pack.instructions.playerAffiliations ?? [])],
    playerLevel: text(i.playerLevel),
    minutes: Object.fromEntries(settings.minutes.map((f) => [f.key, text(i[f.key])])),
    texts: Object.fromEntries(settings.texts.map((f) => [f.key, text(i[f.key])])),
    settings,
    kept: Object.fromEntries(Object.entries(i).filter(([k]) => !edited.has(k))),
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
 * `instructions.players`). Instructions are sent whole: the edited ones with unset values left
 * out, the others as they were.
 */
export function changesOf(values: SettingsValues): { changes: PackChanges; issues: FormatIssue[] } {
  const issues: FormatIssue[] = [];
  const { settings } = values;
  const instructions: Record<string, unknown> = { ...values.kept };
  if (settings.players) {
    const players = wholeNumber(values.players, "instructions.players", issues, 2, 64);
    if (players !== undefined) instructions.players = players;
    if (settings.players.affiliations) {
      const affiliations = values.affiliations.map((a) => a.trim()).filter(Boolean);
      if (affiliations.length > 0) instructions.affiliations = affiliations;
      // Player affiliations only make sense as a complete list, one per player.
      const perPlayer = values.playerAffiliations.slice(0, players ?? 0);
      if (perPlayer.length > 0 && perPlayer.some((a) => a !== "")) {
        if (perPlayer.some((a) => a === "")) issues.push({ path: "instructions.playerAffiliations", message: "give every player an affiliation, or none of them" });
        else instructions.playerAffiliations = perPlayer;
      }
    }
  }
  if (values.extends.trim() !== "") instructions.extends = values.extends.trim();
  for (const { key } of settings.minutes) {
    const n = wholeNumber(values.minutes[key] ?? "", `instructions.${key}`, issues, 0, 24 * 60);
    if (n !== undefined) instructions[key] = n;
  }
  if (settings.players?.playerLevel && values.playerLevel !== "") instructions.playerLevel = values.playerLevel;
  for (const { key } of settings.texts) if ((values.texts[key] ?? "").trim() !== "") instructions[key] = values.texts[key];
  return {
    changes: { name: values.name, game: values.game, type: values.type, instructions: instructions as Instructions },
    issues,
  };
}
