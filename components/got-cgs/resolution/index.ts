/** The resolution tables, shared by the sandbox and the table's end-of-adventure / end-of-era screens. */
export { AdventureResolutionTable } from "./adventure-resolution";
export { EraResolutionTable } from "./era-resolution";
export { RuleSentence, Explanation, ruleText, citedRules } from "./rule-sentence";
export { ResolutionFrame } from "./resolution-frame";
export * from "./view";
