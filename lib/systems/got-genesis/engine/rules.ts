/**
 * Rejections keyed to the Genesis rule sentences (docs/rules/got-genesis-rules-index.md): every
 * refusal names the `GEN-<line>` sentence that forbids the action, its section, and says in plain
 * words what is allowed instead.
 */
import type { EngineRejection } from "../../engine";

/** The index's section of every rule the engine cites (a test checks them against the index). */
export const GENESIS_RULE_SECTIONS = {
  "GEN-101": "Description ► Requirements",
  "GEN-216": "Definitions",
  "GEN-218": "Definitions",
  "GEN-222": "Definitions",
  "GEN-236": "Definitions",
  "GEN-240": "Definitions",
  "GEN-270": "Playing ► Beginning of game",
  "GEN-272": "Playing ► Beginning of game",
  "GEN-278": "Playing ► Beginning of game",
  "GEN-282": "Playing ► Beginning of game",
  "GEN-288": "Playing ► Turn",
  "GEN-290": "Playing ► Turn",
  "GEN-292": "Playing ► Turn",
  "GEN-300": "Playing ► Turn ► Obstruct",
  "GEN-310": "Playing ► Turn ► Obstruct",
  "GEN-314": "Playing ► Turn ► Plot",
  "GEN-316": "Playing ► Turn ► Plot",
  "GEN-328": "Playing ► Turn ► Winning turn",
  "GEN-336": "Playing ► Turn ► Winning turn",
  "GEN-344": "Abilities",
  "GEN-346": "Abilities",
  "GEN-356": "Abilities",
  "GEN-358": "Abilities",
  "GEN-360": "Abilities",
  "GEN-366": "Abilities",
  "GEN-368": "Abilities",
  "GEN-370": "Abilities",
  "GEN-372": "Abilities",
  "GEN-378": "Various",
  "GEN-386": "Various",
  "GEN-396": "Various",
  "GEN-404": "Various",
  "GEN-408": "Various",
  "GEN-432": "Advanced gameplay ► Custom abilities",
  "GEN-434": "Advanced gameplay ► Custom abilities",
  "GEN-436": "Advanced gameplay ► Custom abilities",
  "GEN-440": "Advanced gameplay ► Custom abilities",
  "GEN-448": "Advanced gameplay ► Custom rules ► Recruitable",
} as const;

export type GenesisRuleId = keyof typeof GENESIS_RULE_SECTIONS;

/** A rejection citing `rule`; `code` is stable for tests and the table. */
export function reject(code: string, rule: GenesisRuleId, message: string): EngineRejection {
  return { code, rule, section: GENESIS_RULE_SECTIONS[rule], message };
}
