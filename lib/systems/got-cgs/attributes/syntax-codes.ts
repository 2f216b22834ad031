/**
 * The syntax layer's diagnostic codes, with the metadata every lint rule carries (summary, a
 * bad and a good example, the rule IDs). The rules page and the example tests read this table
 * together with the card and deck rules.
 */

export interface CodeInfo {
  /** Stable kebab-case code. */
  readonly code: string;
  readonly summary: string;
  /** Attribute text that reports the code. */
  readonly bad: string;
  /** The same text, fixed: reports nothing. */
  readonly good: string;
  readonly rules: readonly string[];
}

export const SYNTAX = {
  unexpectedCharacter: {
    code: "unexpected-character",
    summary: "A character that has no place in attribute text (names are letters and digits, values numbers or quoted texts).",
    bad: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2;',
    good: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2',
    rules: ["CGS-212"],
  },
  unterminatedText: {
    code: "unterminated-text",
    summary: "A text value whose closing double quote is missing.",
    bad: 'Type "Support\nSubtype "Starship"',
    good: 'Type "Support"\nSubtype "Starship"',
    rules: ["CGS-212"],
  },
  smartQuotes: {
    code: "smart-quotes",
    summary: "A text in typographic quotes (“...”), as word processors write them; attribute texts use straight quotes.",
    bad: "Type \u201cSupport\u201d",
    good: 'Type "Support"',
    rules: ["CGS-212"],
  },
  unquotedText: {
    code: "unquoted-text",
    summary: "Words after a name that lacks its value: a text whose quotes were forgotten.",
    bad: 'Type "Support"\nSubtype Starship drive',
    good: 'Type "Support"\nSubtype "Starship drive"',
    rules: ["CGS-212"],
  },
  invalidNumber: {
    code: "invalid-number",
    summary: "A number that is negative, has a fraction, or is too large: values are whole numbers of at least 0.",
    bad: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 1.5',
    good: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2',
    rules: ["CGS-212"],
  },
  missingValue: {
    code: "missing-value",
    summary: "An attribute, entry or condition without its value.",
    bad: 'Type "Adventure"\nRoleplay',
    good: 'Type "Adventure"\nRoleplay "Solo"',
    rules: ["CGS-207", "CGS-212"],
  },
  valueWithoutName: {
    code: "value-without-name",
    summary: "A value with no name before it (each attribute is a name followed by one value).",
    bad: 'Type "Support" "Adventure"',
    good: 'Type "Support"',
    rules: ["CGS-212"],
  },
  strayOperator: {
    code: "stray-operator",
    summary: "An operator with no name on its left.",
    bad: 'Type "Support"\nPlayIfBuildsite\n  > 2',
    good: 'Type "Support"\nPlayIfBuildsite\n  Feats.StarshipDrive = "Fluon"',
    rules: ["CGS-242"],
  },
  strayPunctuation: {
    code: "stray-punctuation",
    summary: 'A "." or "/" out of place (Category.Name has no spaces; "/" separates alternatives after =).',
    bad: 'Type "Support"\nDisableIf1\n  Subtype = "Starship" / "Probe"\n  / AR.StarshipCapacity > 2',
    good: 'Type "Support"\nDisableIf1\n  Subtype = "Starship"/"Probe"\n  AR.StarshipCapacity > 2',
    rules: ["CGS-237", "CGS-245"],
  },
  looseOperator: {
    code: "loose-operator",
    summary: "An operator such as >=, <= or == where the rules use > (at least), < (at most) and =.",
    bad: 'Type "Support"\nImmuneIf1\n  AR.TimeDistortionStrength <= 1',
    good: 'Type "Support"\nImmuneIf1\n  AR.TimeDistortionStrength < 1',
    rules: ["CGS-243", "CGS-246", "CGS-247"],
  },
  conditionOutsideCategory: {
    code: "condition-outside-category",
    summary: "An operator, Category.Name reference or / alternatives on a global attribute: conditions live in conditional categories.",
    bad: 'Type = "Support"',
    good: 'Type "Support"',
    rules: ["CGS-212", "CGS-240"],
  },
  expectedName: {
    code: "expected-name",
    summary: "Category. with no name after the dot.",
    bad: 'Type "Adventure"\nRoleplay "Solo"\nAcceptSupportIf1\n  AR. > 2',
    good: 'Type "Adventure"\nRoleplay "Solo"\nAcceptSupportIf1\n  AR.StarshipFlyRange > 2',
    rules: ["CGS-237"],
  },
  expectedValue: {
    code: "expected-value",
    summary: 'A "/" with no alternative after it.',
    bad: 'Type "Support"\nDisableIf1\n  Subtype = "Starship"/',
    good: 'Type "Support"\nDisableIf1\n  Subtype = "Starship"/"Starship weapon"',
    rules: ["CGS-245"],
  },
  tooManyProblems: {
    code: "too-many-problems",
    summary: "The text has so many problems that only the first ones are listed.",
    bad: "$ ".repeat(101),
    good: 'Type "Support"',
    rules: [],
  },
} as const satisfies Record<string, CodeInfo>;
