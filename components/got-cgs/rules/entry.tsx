/**
 * GOT CGS's rules pages' parts as the rules pages take them (components/systems-ui.ts
 * `SystemRulesUi`, through components/systems-ui-registry.ts): its attribute-text rules on /rules
 * and the attribute language's playground on /rules/playground.
 */
import type { SystemRulesUi } from "../../systems-ui";
import { GOT_CGS_RULES_SUMMARY, GotCgsRuleIndex, GotCgsRuleSections } from "./attribute-rules";
import { Playground } from "./playground/playground";

export const GOT_CGS_RULES: SystemRulesUi = {
  summary: GOT_CGS_RULES_SUMMARY,
  Index: GotCgsRuleIndex,
  Sections: GotCgsRuleSections,
  playground: {
    title: "Try the attribute language",
    subtitle:
      "Type attributes as on a card, or start from one of the rulebook's example cards. Problems are underlined as you type; Ctrl+. (⌘. on a Mac) offers fixes, Shift+Alt+F formats.",
    Playground,
  },
};
