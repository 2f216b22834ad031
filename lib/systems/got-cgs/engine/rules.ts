/**
 * Why an action is refused: every rejection names a stable code, the rule that forbids the
 * action (`CGS-<line>` of docs/rules/got-cgs-rules-index.md), its rulebook section, and a
 * message in plain words saying what to do instead. Rejections are values, never exceptions.
 */

const TURN = "Playing ► Session ► Era ► Adventure ► Turn";
const PLAY_ADV = `${TURN} ► Play adventure card`;
const PLAY_SUP = `${TURN} ► Play support card`;
const PA = "Predefined attributes";
const PC = "Predefined attribute categories";

/** Every rejection code with the rule and section it comes from. */
export const REJECTIONS = {
  "game-over": { rule: "CGS-400", section: "Playing ► Session ► End of session" },
  "unknown-player": { rule: "CGS-409", section: "Playing ► Various" },
  "unknown-card": { rule: "CGS-409", section: "Playing ► Various" },
  "unknown-action": { rule: "CGS-409", section: "Playing ► Various" },
  "wrong-phase": { rule: "CGS-250", section: "Playing" },
  "step-order": { rule: "CGS-250", section: "Playing" },
  "not-your-turn": { rule: "CGS-291", section: TURN },
  "answer-first": { rule: "CGS-304", section: `${TURN} ► Request end of era` },
  "affiliation-not-in-deck": { rule: "CGS-275", section: "Playing ► Session ► Era ► Claiming cards" },
  "affiliation-taken": { rule: "CGS-277", section: "Playing ► Session ► Era ► Claiming cards" },
  "affiliation-required": { rule: "CGS-275", section: "Playing ► Session ► Era ► Claiming cards" },
  "adventure-in-progress": { rule: "CGS-307", section: PLAY_ADV },
  "era-request-during-adventure": { rule: "CGS-303", section: `${TURN} ► Request end of era` },
  "no-adventure": { rule: "CGS-319", section: PLAY_SUP },
  "one-card-per-turn": { rule: "CGS-265", section: "Playing ► Session ► Era ► Groups" },
  "card-not-in-ops": { rule: "CGS-318", section: PLAY_SUP },
  "not-an-adventure-card": { rule: "CGS-310", section: PLAY_ADV },
  "not-a-support-card": { rule: "CGS-311", section: PLAY_ADV },
  "adventure-play-condition": { rule: "CGS-312", section: PLAY_ADV },
  "support-play-condition": { rule: "CGS-320", section: PLAY_SUP },
  "same-number-in-buildsite": { rule: "CGS-314", section: PLAY_ADV },
  "same-number-in-playground": { rule: "CGS-315", section: PLAY_ADV },
  "support-same-number-in-playground": { rule: "CGS-324", section: PLAY_SUP },
  "unique-in-buildsite": { rule: "CGS-516", section: `${PA} ► Unique` },
  "unique-in-playground": { rule: "CGS-517", section: `${PA} ► Unique` },
  "unique-any-in-buildsite": { rule: "CGS-522", section: `${PA} ► UniqueAny` },
  "unique-any-in-playground": { rule: "CGS-523", section: `${PA} ► UniqueAny` },
  "blocked-this-adventure": { rule: "CGS-323", section: PLAY_SUP },
  "accept-support": { rule: "CGS-535", section: `${PC} ► Conditional play ► AcceptSupportIf1` },
  "stock-offering-full": { rule: "CGS-504", section: `${PA} ► StockHolding` },
  "special-round": { rule: "CGS-326", section: PLAY_SUP },
  frozen: { rule: "CGS-440", section: `${PA} ► Powers ► Freeze` },
  "common-costs-frozen": { rule: "CGS-443", section: `${PA} ► Powers ► FreezeAdventureCommonCosts` },
  "solo-closed": { rule: "CGS-316", section: PLAY_ADV },
  "supports-only-with-solo": { rule: "CGS-316", section: PLAY_ADV },
  "no-pending-power": { rule: "CGS-296", section: `${TURN} ► Resolve power` },
  "power-target": { rule: "CGS-558", section: `${PC} ► Conditional powers` },
  "power-condition": { rule: "CGS-552", section: `${PC} ► Conditional powers` },
  "power-target-protected": { rule: "CGS-556", section: `${PC} ► Conditional powers` },
  "power-target-immune": { rule: "CGS-553", section: `${PC} ► Conditional powers` },
  "power-single-target": { rule: "CGS-561", section: `${PC} ► Conditional powers ► DisableIf1` },
  "no-effect": { rule: "CGS-298", section: `${TURN} ► Recover, reuse and seize cards` },
  "recover-target": { rule: "CGS-453", section: `${PA} ► Recover1` },
  "recover-protected": { rule: "CGS-454", section: `${PA} ► Recover1` },
  "reuse-target": { rule: "CGS-458", section: `${PA} ► Reuse` },
  "reuse-affiliation": { rule: "CGS-416", section: `${PA} ► Affiliation` },
  "reuse-protected": { rule: "CGS-459", section: `${PA} ► Reuse` },
  "seize-target": { rule: "CGS-633", section: `${PC} ► SeizeIf` },
  "seize-affiliation": { rule: "CGS-416", section: `${PA} ► Affiliation` },
  "seize-condition": { rule: "CGS-633", section: `${PC} ► SeizeIf` },
  "seize-protected": { rule: "CGS-637", section: `${PC} ► SeizeIf` },
  "seize-single": { rule: "CGS-641", section: `${PC} ► SeizeIf1` },
  "immune-target": { rule: "CGS-609", section: `${PC} ► ImmuneIf1` },
  "immune-condition": { rule: "CGS-609", section: `${PC} ► ImmuneIf1` },
  "immune-rewind": { rule: "CGS-612", section: `${PC} ► ImmuneIf1` },
  "request-pending": { rule: "CGS-304", section: `${TURN} ► Request end of era` },
  "no-question": { rule: "CGS-409", section: "Playing ► Various" },
  "trade-pending": { rule: "CGS-286", section: "Playing ► Session ► Era ► Adventure ► Trade cards" },
  "trade-card": { rule: "CGS-285", section: "Playing ► Session ► Era ► Adventure ► Trade cards" },
  "trade-stopped": { rule: "CGS-325", section: PLAY_SUP },
  "trade-phase": { rule: "CGS-287", section: "Playing ► Session ► Era ► Adventure ► Trade cards" },
} as const;

export type RejectionCode = keyof typeof REJECTIONS;

export interface Rejection {
  readonly code: RejectionCode;
  /** `CGS-<line>`: the rule sentence that forbids the action. */
  readonly rule: string;
  /** The rulebook section of that rule. */
  readonly section: string;
  /** What went wrong and what is allowed instead, in plain words. */
  readonly message: string;
}

/** A rejection with the rule and section of `code` and a message saying what to do instead. */
export function rejection(code: RejectionCode, message: string): Rejection {
  const { rule, section } = REJECTIONS[code];
  return { code, rule, section, message };
}
