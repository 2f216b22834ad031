/**
 * The Monarch tokenizer and editor configuration of the attribute language, built from the
 * catalogue (predefined attributes, categories and their aliases are keywords of their own
 * colour). Plain data with no Monaco import, so a unit test can check it against the catalogue.
 */
import { ATTRIBUTES, CATEGORIES } from "@/lib/systems/got-cgs/attributes/catalogue";

export const LANGUAGE_ID = "got-cgs-attributes";

/** Keyword lists the tokenizer's `cases` read (`@attributes`, `@categories`, `@aliases`). */
export const MONARCH_KEYWORDS = {
  attributes: ATTRIBUTES.map((a) => a.name),
  categories: CATEGORIES.map((c) => c.name),
  aliases: [...ATTRIBUTES, ...CATEGORIES].flatMap((e) => e.aliases),
} as const;

/** A Monarch language (monaco.languages.IMonarchLanguage); typed loosely to stay Monaco-free. */
export const MONARCH_LANGUAGE = {
  defaultToken: "invalid",
  ...MONARCH_KEYWORDS,
  tokenizer: {
    root: [
      [/"[^"]*"?/, "string"],
      [/[\u201c\u201d\u201e\u201f][^"\u201c\u201d\u201e\u201f]*[\u201c\u201d\u201e\u201f"]?/, "string.invalid"],
      [/-?\d+(?:[.,]\d+)?/, "number"],
      [/>=|<=|==|[\u2265\u2264]/, "operator.invalid"],
      [/[=<>]/, "operator"],
      [/[A-Za-z][A-Za-z0-9]*/, { cases: { "@attributes": "keyword.attribute", "@categories": "keyword.category", "@aliases": "keyword.alias", "@default": "identifier" } }],
      [/[./]/, "delimiter"],
      [/[ \t\r\n]+/, "white"],
    ],
  },
};

/**
 * A line that is only a category header (`AdventureCosts`, or an alias such as `ACC`): its
 * entries follow on the next lines, indented. Built from the catalogue, so a new category is a
 * header without a change here.
 */
export const CATEGORY_HEADER = new RegExp(
  `^\\s*(?:${[...CATEGORIES.map((c) => c.name), ...CATEGORIES.flatMap((c) => c.aliases)].sort((a, b) => b.length - a.length).join("|")})\\s*$`,
);

/** Monaco's `IndentAction.Indent` (the enum's value; this file stays Monaco-free). */
const INDENT = 1;

/**
 * Quotes close themselves; there are no brackets or comments in the language. Enter after a
 * category header indents the new line (its entries are indented two spaces, the canonical
 * layout); elsewhere Monaco keeps the indentation of the line above, so an entry follows an
 * entry. (A header typed after an entry keeps that indentation; the unexpected-indentation
 * lint and Format put it back at the margin.)
 */
export const LANGUAGE_CONFIGURATION = {
  autoClosingPairs: [{ open: '"', close: '"' }],
  surroundingPairs: [{ open: '"', close: '"' }],
  wordPattern: /[A-Za-z][A-Za-z0-9]*|-?\d+/,
  onEnterRules: [{ beforeText: CATEGORY_HEADER, action: { indentAction: INDENT } }],
};

/** Colours of the tokens, on Greenhouse's light palette (contrast >= 4.5:1 on white). */
export const THEME = {
  base: "vs" as const,
  inherit: true,
  rules: [
    { token: "keyword.attribute", foreground: "17553a", fontStyle: "bold" },
    { token: "keyword.category", foreground: "1d4ed8", fontStyle: "bold" },
    { token: "keyword.alias", foreground: "1d4ed8" },
    { token: "identifier", foreground: "1c211d" },
    { token: "string", foreground: "8a3a00" },
    { token: "string.invalid", foreground: "b42318", fontStyle: "underline" },
    { token: "number", foreground: "6b3fa0" },
    { token: "operator", foreground: "b42318", fontStyle: "bold" },
    { token: "operator.invalid", foreground: "b42318", fontStyle: "underline" },
    { token: "delimiter", foreground: "465047" },
    { token: "invalid", foreground: "b42318", fontStyle: "underline" },
  ],
  colors: {
    "editor.background": "#ffffff",
    "editorLineNumber.foreground": "#8a938b",
    "editor.lineHighlightBackground": "#f5f6f3",
  },
};
