import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Lexer } from "chevrotain";
import { describe, expect, it } from "vitest";
import { analyze, cardModel, buildModel, parseAttributes, nameTable, CATALOGUE, KEYWORD_TOKENS, tokenize } from "@/lib/systems/got-cgs/attributes";
import { tokenEnd } from "@/lib/systems/got-cgs/attributes/positions";
import { ALL_TOKENS } from "@/lib/systems/got-cgs/attributes/lexer";
import { RULEBOOK_CARDS, PROSE_CARDS, cardById } from "./fixtures/rulebook-examples";
import { codes, covered, expectOne, indented, shape } from "./helpers";

const syntaxOf = (text: string) => parseAttributes(text, nameTable(undefined));

describe("rulebook example cards", () => {
  it.each(RULEBOOK_CARDS.map((c) => [c.id, c] as const))("CGS-212 %s parses without syntax errors", (_id, card) => {
    const { diagnostics, ast } = syntaxOf(card.attributes);
    expect(diagnostics).toEqual([]);
    expect(ast.items.length).toBeGreaterThan(1);
  });

  it.each(RULEBOOK_CARDS.map((c) => [c.id, c] as const))("CGS-224 %s: the indented form parses to the same AST", (_id, card) => {
    const flat = syntaxOf(card.attributes).ast;
    for (const indent of ["  ", "\t", "        "]) {
      const text = indented(flat, indent);
      const again = syntaxOf(text);
      expect(again.diagnostics).toEqual([]);
      expect(shape(again.ast)).toEqual(shape(flat));
    }
  });

  it("CGS-224 the Temblor adventure reads as the rulebook explains it", () => {
    const { model, diagnostics } = analyze(cardById("temblor").attributes);
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(model).toEqual({
      type: "Adventure",
      roleplay: "Competition",
      affiliation: null,
      globals: { Type: "Adventure", Subtype: "Exploration", Roleplay: "Competition" },
      categories: {
        AdventureCommonCosts: { StarshipCapacity: 1, StarshipFirePower: 2, StarshipFlyRange: 2 },
        EraResources: { Sway: 7 },
      },
      conditions: { AcceptSupportIf1: [{ category: "AdventureResources", name: "StarshipFlyRange", op: ">", values: [2] }] },
    });
  });

  it("CGS-237 a condition on a global name and one on Category.Name in one category (combat sensor)", () => {
    expect(cardModel(cardById("combat-sensor").attributes).conditions).toEqual({
      DisableIf1: [
        { category: "AdventureResources", name: "StarshipCapacity", op: ">", values: [2] },
        { category: null, name: "Subtype", op: "=", values: ["Starship"] },
      ],
    });
  });

  it("CGS-602 a text feat (Kinesis: Feats StarshipDrive \"Fluon\")", () => {
    const model = cardModel(cardById("kinesis").attributes);
    expect(model.categories.Feats).toEqual({ StarshipDrive: "Fluon" });
    expect(model.globals.Unique).toBe("Fluon");
  });

  it("the prose snippets parse too (their misspellings are lint's business)", () => {
    for (const card of PROSE_CARDS) expect(syntaxOf(card.attributes).diagnostics, card.id).toEqual([]);
    expect(shape(syntaxOf(PROSE_CARDS[0]!.attributes).ast)[2]).toEqual(["category", "AdventureCommonCost", [["StarshipFirePower", null, ["3"]]]]);
  });
});

describe("layout: one line, indented, mixed", () => {
  const oneLine = 'Type "Support" AdventureResources StarshipFlyRange 7 PlayIfBuildsite Feats.StarshipDrive = "Fluon" EraCosts Sway 2';
  const forms = {
    indented: 'Type "Support"\nAdventureResources\n  StarshipFlyRange 7\nPlayIfBuildsite\n  Feats.StarshipDrive = "Fluon"\nEraCosts\n  Sway 2',
    entriesOnHeaderLine: 'Type "Support"\nAdventureResources StarshipFlyRange 7\nPlayIfBuildsite Feats.StarshipDrive = "Fluon"\nEraCosts Sway 2',
    mixed: 'Type "Support" AdventureResources\n   StarshipFlyRange 7\nPlayIfBuildsite Feats.StarshipDrive = "Fluon"\n EraCosts\n  Sway 2',
    crlf: 'Type "Support"\r\nAdventureResources\r\n  StarshipFlyRange 7\r\nPlayIfBuildsite\r\n  Feats.StarshipDrive = "Fluon"\r\nEraCosts\r\n  Sway 2\r\n',
    blankLinesAndTabs: '\n\nType "Support"\n\nAdventureResources\n\tStarshipFlyRange 7\n\n\nPlayIfBuildsite\n\tFeats.StarshipDrive = "Fluon"\nEraCosts\n\tSway 2\n\n',
  };
  it.each(Object.entries(forms))("CGS-224 %s equals the one-line form", (_name, text) => {
    const a = syntaxOf(text);
    expect(a.diagnostics).toEqual([]);
    expect(shape(a.ast)).toEqual(shape(syntaxOf(oneLine).ast));
  });

  it("CGS-224 a line back at the header's indentation ends the category: Name Value there is a global attribute", () => {
    const { ast } = syntaxOf('EraResources\n  Sway 7\nSubtype "Mission"');
    expect(shape(ast)).toEqual([
      ["category", "EraResources", [["Sway", null, ["7"]]]],
      ["attribute", "Subtype", '"Mission"'],
    ]);
  });

  it("CGS-224 on the header's line, Name Value after a category is an entry", () => {
    expect(shape(syntaxOf('EraResources Sway 7 Subtype "Mission"').ast)).toEqual([
      ["category", "EraResources", [["Sway", null, ["7"]], ["Subtype", null, ['"Mission"']]]],
    ]);
  });

  it("CGS-224 an indented block keeps its header's indentation as the reference", () => {
    const { ast, diagnostics } = syntaxOf('  Type "Support"\n  EraCosts\n    Sway 1\n  Unique "Magellan"');
    expect(diagnostics).toEqual([]);
    expect(shape(ast)).toEqual([
      ["attribute", "Type", '"Support"'],
      ["category", "EraCosts", [["Sway", null, ["1"]]]],
      ["attribute", "Unique", '"Magellan"'],
    ]);
  });

  it("CGS-224 categories cannot nest: a header inside a category starts the next one", () => {
    expect(shape(syntaxOf("AdventureResources\n  X 1\n  EraResources\n    Sway 2").ast)).toEqual([
      ["category", "AdventureResources", [["X", null, ["1"]]]],
      ["category", "EraResources", [["Sway", null, ["2"]]]],
    ]);
  });

  it("CGS-233 aliases stay as written in the AST and resolve in the model", () => {
    const text = "AR StarshipFlyRange 2 ACC SFR 1 EC Sway 1 AcceptSupportIf1 AR.StarshipFlyRange > 2";
    const { ast } = syntaxOf(text);
    expect(shape(ast).map((i) => (i as unknown[])[1])).toEqual(["AR", "ACC", "EC", "AcceptSupportIf1"]);
    const model = buildModel(ast, { SFR: "StarshipFlyRange" });
    expect(model.categories).toEqual({
      AdventureResources: { StarshipFlyRange: 2 },
      AdventureCommonCosts: { StarshipFlyRange: 1 },
      EraCosts: { Sway: 1 },
    });
    expect(model.conditions.AcceptSupportIf1?.[0]?.category).toBe("AdventureResources");
  });

  it("CGS-233 a pack alias of a category opens that category and resolves", () => {
    const model = cardModel("Res StarshipFlyRange 2 Sway 1", { Res: "AdventureResources" });
    expect(model.categories).toEqual({ AdventureResources: { StarshipFlyRange: 2, Sway: 1 } });
  });

  it("CGS-233 a pack alias never overrides a predefined name or built-in alias", () => {
    const model = cardModel('Type "Support" AR X 1', { AR: "EraResources", Type: "Kind" });
    expect(model.type).toBe("Support");
    expect(model.categories).toEqual({ AdventureResources: { X: 1 } });
  });

  it("CGS-245 alternatives with / keep every value", () => {
    expect(cardModel('Type "Support" DisableIf Subtype = "Starship"/"Starship weapon" AR.StarshipFirePower = 1/2/3').conditions).toEqual({
      DisableIf: [
        { category: null, name: "Subtype", op: "=", values: ["Starship", "Starship weapon"] },
        { category: "AdventureResources", name: "StarshipFirePower", op: "=", values: [1, 2, 3] },
      ],
    });
  });
});

describe("positions", () => {
  it("AST ranges cover exactly their source text (1-based columns, 0-based offsets, ends exclusive)", () => {
    const text = 'Type "Support"\r\nEraCosts\n  Sway 12\nImmuneIf1 AR.TimeDistortionStrength < 1';
    const { ast } = syntaxOf(text);
    const slice = (r: { start: { offset: number }; end: { offset: number } }) => text.slice(r.start.offset, r.end.offset);
    const [type, costs, immune] = ast.items;
    expect(type?.kind === "attribute" && slice(type.range)).toBe('Type "Support"');
    expect(costs?.kind === "category" && slice(costs.range)).toBe("EraCosts\n  Sway 12");
    if (costs?.kind !== "category" || immune?.kind !== "category") throw new Error("shape");
    expect(costs.entries[0]?.range.start).toEqual({ offset: 27, line: 3, column: 3 });
    expect(costs.entries[0]?.range.end).toEqual({ offset: 34, line: 3, column: 10 });
    const cond = immune.entries[0];
    expect(cond && slice(cond.ref.range)).toBe("AR.TimeDistortionStrength");
    expect(cond?.op && slice(cond.op.range)).toBe("<");
    expect(ast.range.end).toEqual({ offset: text.length, line: 4, column: 40 });
  });

  it("token ends from the image equal Chevrotain's full position tracking (the lexer tracks starts only)", () => {
    const full = new Lexer([...ALL_TOKENS], { positionTracking: "full" });
    const texts = [
      ...RULEBOOK_CARDS.map((c) => c.attributes),
      'Type "Support"\r\nEraCosts\r  Sway 12\n\n\u201cSmart\u201d >= 2 \u2265 3 "open\r\n-1,5 $$ ;\r\n',
    ];
    for (const text of texts) {
      const expected = full.tokenize(text).tokens.map((t) => ({ offset: (t.endOffset ?? NaN) + 1, line: t.endLine, column: (t.endColumn ?? NaN) + 1 }));
      expect(tokenize(text).tokens.map((t) => tokenEnd(t)), text).toEqual(expected);
    }
  });
});

describe("syntax diagnostics and recovery", () => {
  it("CGS-212 one stray character is one diagnostic, and the rest of the card is still read", () => {
    const text = 'Type "Support"\nAdventureResources\n  StarshipFlyRange 2;\n  StarshipFirePower 1\nEraCosts Sway 1';
    const { diagnostics, model } = analyze(text);
    const d = expectOne(diagnostics, "unexpected-character");
    expect(d).toMatchObject({ line: 3, column: 21, endLine: 3, endColumn: 22, severity: "error" });
    expect(d.fixes?.[0]?.edits[0]?.newText).toBe("");
    expect(codes(diagnostics)).toEqual(["unexpected-character"]);
    expect(model.categories).toEqual({ AdventureResources: { StarshipFlyRange: 2, StarshipFirePower: 1 }, EraCosts: { Sway: 1 } });
  });

  it("CGS-237 Category. without a name: one error at the dot, recovery keeps the next lines", () => {
    const text = 'Type "Adventure"\nAcceptSupportIf1\n  AR. > 2\nEraResources Sway 7';
    const { diagnostics, model } = analyze(text);
    const d = expectOne(diagnostics, "expected-name");
    expect(covered(text, d)).toBe(".");
    expect(model.categories).toEqual({ EraResources: { Sway: 7 } });
  });

  it("CGS-245 a / with nothing after it: one error, the first alternative is kept", () => {
    const text = 'Type "Support"\nDisableIf1 Subtype = "Starship"/\nEraCosts Sway 1';
    const { diagnostics, model } = analyze(text);
    expect(codes(diagnostics)).toEqual(["expected-value"]);
    expect(model.conditions.DisableIf1).toEqual([{ category: null, name: "Subtype", op: "=", values: ["Starship"] }]);
    expect(model.categories.EraCosts).toEqual({ Sway: 1 });
  });

  it("CGS-213 an unterminated text is one error with a fix, read as if closed", () => {
    const text = 'Type "Support\nSubtype "Starship"';
    const { diagnostics, model } = analyze(text);
    const d = expectOne(diagnostics, "unterminated-text");
    expect(d.fixes?.[0]?.edits[0]).toMatchObject({ line: 1, column: 6, newText: '"Support"' });
    expect(model.globals).toEqual({ Type: "Support", Subtype: "Starship" });
  });

  it("typographic quotes are reported with a straight-quote fix", () => {
    const { diagnostics, model } = analyze("Type \u201cSupport\u201d");
    expect(expectOne(diagnostics, "smart-quotes").fixes?.[0]?.edits[0]?.newText).toBe('"Support"');
    expect(model.type).toBe("Support");
  });

  it("CGS-212 forgotten quotes: the words become one text, with a fix", () => {
    const text = 'Type "Support"\nSubtype Starship drive\nDisableIf1 Subtype = Starship weapon';
    const { diagnostics, model } = analyze(text);
    expect(codes(diagnostics)).toEqual(["unquoted-text", "unquoted-text"]);
    expect(covered(text, diagnostics[0]!)).toBe("Starship drive");
    expect(diagnostics[0]?.fixes?.[0]?.edits[0]?.newText).toBe('"Starship drive"');
    expect(model.globals.Subtype).toBe("Starship drive");
    expect(model.conditions.DisableIf1).toEqual([{ category: null, name: "Subtype", op: "=", values: ["Starship weapon"] }]);
  });

  it("CGS-212 a predefined attribute without value is missing-value, with a fix per allowed value", () => {
    const { diagnostics, ast } = analyze('Type\nRoleplay "Solo"');
    const d = expectOne(diagnostics, "missing-value");
    expect(d.fixes?.map((f) => f.edits[0]?.newText)).toEqual([' "Adventure"', ' "Support"']);
    expect(shape(ast)).toEqual([
      ["attribute", "Type", null],
      ["attribute", "Roleplay", '"Solo"'],
    ]);
  });

  it("CGS-212 an entry without value inside a category is missing-value, not a new category", () => {
    const { diagnostics, ast } = analyze("AdventureCommonCosts StarshipCapacity StarshipFirePower 2", { lint: false });
    expect(codes(diagnostics)).toEqual(["missing-value"]);
    expect(shape(ast)).toEqual([["category", "AdventureCommonCosts", [["StarshipCapacity", null, []], ["StarshipFirePower", null, ["2"]]]]]);
  });

  it("CGS-212 a misspelt category still opens a category (its name is lint's business)", () => {
    expect(shape(syntaxOf("EraCosts Sway 1 AdventureCost StarshipWeaponSize 4").ast)).toEqual([
      ["category", "EraCosts", [["Sway", null, ["1"]]]],
      ["category", "AdventureCost", [["StarshipWeaponSize", null, ["4"]]]],
    ]);
  });

  it("CGS-212 negative and fractional numbers are errors with a whole-number fix", () => {
    const { diagnostics, model } = analyze("AdventureResources X -1 Y 1.5 Z 2", { lint: false });
    expect(codes(diagnostics)).toEqual(["invalid-number", "invalid-number"]);
    expect(diagnostics.map((d) => d.fixes?.[0]?.edits[0]?.newText)).toEqual(["0", "2"]);
    expect(model.categories.AdventureResources).toEqual({ Z: 2 });
  });

  it("CGS-243 >= and <= are reported with the right operator as the fix", () => {
    const { diagnostics, model } = analyze("ImmuneIf1 AR.TimeDistortionStrength <= 1 AR.X >= 2", { lint: false });
    expect(diagnostics.map((d) => [d.code, d.fixes?.[0]?.edits[0]?.newText])).toEqual([
      ["loose-operator", "<"],
      ["loose-operator", ">"],
    ]);
    expect(model.conditions.ImmuneIf1?.map((c) => c.op)).toEqual(["<", ">"]);
  });

  it("CGS-212 a value with no name is reported once", () => {
    expect(codes(analyze('Type "Support" "Adventure"').diagnostics)).toEqual(["value-without-name"]);
  });

  it("CGS-240 a condition written as a global attribute is reported", () => {
    expect(codes(analyze('Type = "Support"').diagnostics)).toEqual(["condition-outside-category"]);
    expect(codes(analyze("AR.StarshipFlyRange 2", { lint: false }).diagnostics)).toEqual(["condition-outside-category"]);
  });

  it("the list is capped: garbage yields at most 100 problems plus one info", () => {
    const { diagnostics } = analyze("$ ".repeat(500));
    expect(diagnostics).toHaveLength(101);
    expect(diagnostics[100]).toMatchObject({ code: "too-many-problems", severity: "info" });
  });
});

describe("never throws", () => {
  it("binary garbage", () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 50; n++) {
      const text = Array.from({ length: 300 }, () => String.fromCharCode(Math.floor(rand() * 65536))).join("");
      const result = analyze(text);
      expect(result.ast.kind).toBe("attributes");
    }
  });

  it("100 KB of attribute text", () => {
    const text = 'Type "Support" AdventureResources StarshipFlyRange 1 EraCosts Sway 1\n'.repeat(1500).slice(0, 100_000);
    const result = analyze(text);
    expect(result.model.type).toBe("Support");
  });

  it("not a string at all (JavaScript callers)", () => {
    expect(analyze(undefined as unknown as string).model.globals).toEqual({});
    expect(analyze(42 as unknown as string, { lint: false }).diagnostics).toEqual([]);
    expect(analyze(null as unknown as string).diagnostics.map((d) => d.code)).toEqual(["empty-attributes"]);
  });

  it("empty text", () => {
    const r = analyze("");
    expect(r.ast.items).toEqual([]);
    expect(r.model).toEqual({ type: null, roleplay: null, affiliation: null, globals: {}, categories: {}, conditions: {} });
  });
});

describe("model", () => {
  it("CGS-214 the first of duplicated attributes, categories and entries wins", () => {
    const model = cardModel('Type "Support" Type "Adventure" EraCosts Sway 1 Sway 2 EC Sway 3');
    expect(model.type).toBe("Support");
    expect(model.categories).toEqual({ EraCosts: { Sway: 1 } });
  });

  it("names such as constructor are ordinary custom names", () => {
    expect(cardModel("constructor 1 EraResources toString 2").globals).toEqual({ constructor: 1 });
    expect(cardModel("EraResources toString 2").categories).toEqual({ EraResources: { toString: 2 } });
  });

  it("Type and Roleplay outside their domains give null, the written value stays in globals", () => {
    const model = cardModel('Type "Adventurer" Roleplay "Duel" Affiliation "USSA"');
    expect([model.type, model.roleplay, model.affiliation]).toEqual([null, null, "USSA"]);
    expect(model.globals).toEqual({ Type: "Adventurer", Roleplay: "Duel", Affiliation: "USSA" });
  });

  it("CGS-242 a condition without operator is dropped from the model", () => {
    expect(cardModel('PlayIfBuildsite Feats.X "Yes" Y = 1').conditions).toEqual({ PlayIfBuildsite: [{ category: null, name: "Y", op: "=", values: [1] }] });
  });

  it("is plain JSON", () => {
    const model = cardModel(cardById("kinesis").attributes);
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });
});

describe("lexer keywords follow the catalogue", () => {
  it("every predefined name and built-in alias is a keyword, and nothing else", () => {
    const expected = CATALOGUE.flatMap((e) => [e.name, ...e.aliases]).sort();
    expect([...KEYWORD_TOKENS.keys()].sort()).toEqual(expected);
  });

  it("a keyword followed by more letters is a plain name (ACC, ACCx, DisableIf1, FreezeAdventureCommonCosts)", () => {
    const { tokens } = tokenize("AC ACC ACCx DisableIf DisableIf1 Freeze FreezeAdventureCommonCosts Types");
    expect(tokens.map((t) => t.tokenType.name)).toEqual([
      "Keyword_AC",
      "Keyword_ACC",
      "Identifier",
      "Keyword_DisableIf",
      "Keyword_DisableIf1",
      "Keyword_Freeze",
      "Keyword_FreezeAdventureCommonCosts",
      "Identifier",
    ]);
  });
});

describe("the fixtures are the rulebook's text", () => {
  const rulebook = join(import.meta.dirname, "..", "..", "..", "..", "docs", "rules", "got-cgs-rulebook.txt");
  it("every card's attribute text is on its rulebook line, verbatim", () => {
    const lines = readFileSync(rulebook, "utf8").split("\n");
    for (const card of RULEBOOK_CARDS) expect(lines[card.line - 1], card.id).toBe(`${card.attributes} |`);
    for (const card of PROSE_CARDS) expect(lines[card.line - 1], card.id).toContain(card.quoted);
  });
});

describe("the parse cache (parseAttributes)", () => {
  it("CGS-212 a caller that mutates a returned AST or diagnostic cannot change the next parse of the same text", () => {
    const text = "Character Wizard\nStrength 3 oops(";
    const first = syntaxOf(text);
    const expected = structuredClone({ ast: first.ast, diagnostics: first.diagnostics });
    expect(first.diagnostics.length).toBeGreaterThan(0);
    const item = first.ast.items[0] as { range: { start: { line: number } } };
    expect(() => {
      item.range.start.line = 99;
    }).toThrow(TypeError);
    expect(() => (first.ast.items as unknown[]).push(null)).toThrow(TypeError);
    expect(() => {
      (first.diagnostics[0] as { message: string }).message = "changed";
    }).toThrow(TypeError);
    // The diagnostics list itself is the caller's own: adding to it changes nothing shared.
    first.diagnostics.push({ ...(first.diagnostics[0] as (typeof first.diagnostics)[number]), code: "added" });
    const again = syntaxOf(text);
    expect({ ast: again.ast, diagnostics: again.diagnostics }).toEqual(expected);
  });
});
