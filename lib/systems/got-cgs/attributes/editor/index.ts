/** Editor intelligence for attribute text, pure and editor-agnostic (the Monaco adapter maps it). */
export { situationAt, offsetOf, type Situation, type WordRange } from "./situation";
export { completionsAt, type CompletionItem, type CompletionKind, type CompletionContext } from "./completion";
export { hoverAt, type HoverResult } from "./hover";
export { codeActionsFor, touches, type CodeAction } from "./code-actions";
export { customNameUsage, memberUsage, plainNameUsage } from "./usage";
