import { describe, expect, it } from "vitest";
import { analyze, nameTable } from "@/lib/systems/got-cgs/attributes";
import { codeActionsFor, completionsAt, customNameUsage, hoverAt, situationAt } from "@/lib/systems/got-cgs/attributes/editor";
import { makePack } from "./pack-builders";

/** Splits "text with | cursor" into the text and the 1-based cursor. */
function cursor(marked: string): { text: string; line: number; column: number } {
  const i = marked.indexOf("|");
  const text = marked.slice(0, i) + marked.slice(i + 1);
  const lines = text.slice(0, i).split("\n");
  return { text, line: lines.length, column: (lines.at(-1) ?? "").length + 1 };
}

const names = nameTable({ SFR: "StarshipFlyRange" });
const kindAt = (marked: string) => {
  const { text, line, column } = cursor(marked);
  return situationAt(text, line, column, names);
};
const labels = (marked: string, customNames?: Record<string, number>) => {
  const { text, line, column } = cursor(marked);
  return completionsAt(text, line, column, { names, customNames }).map((i) => i.label);
};

describe("situation", () => {
  it.each([
    ["|", "global-name"],
    ['Type "Support"\nAdv|', "global-name"],
    ['Type "Support"\nAdventureResources\n  Sta|', "entry-name"],
    ['Type "Support" AdventureResources |', "entry-name"],
    ['Type "Support"\nAdventureResources\n  X 1\n|', "global-name"],
    ['Type "Support"\nPlayIfBuildsite\n  Feats.|', "category-member"],
    ['Type "Support"\nPlayIfBuildsite\n  AR.Fl|', "category-member"],
    ['Type "Support"\nPlayIfBuildsite\n  Feats.Drive |', "operator"],
    ['Type "Support"\nPlayIfBuildsite\n  Feats.Drive = |', "condition-value"],
    ['Type "Support"\nDisableIf1\n  Subtype = "A"/|', "condition-value"],
    ["Type |", "attribute-value"],
    ['Type "Adv|', "attribute-value"],
    ['Type "Support"\nSubtype "St|', "none"],
  ])("%j is %s", (marked, kind) => {
    expect(kindAt(marked).kind).toBe(kind);
  });

  it("the replaced word covers the whole name under the cursor", () => {
    expect(kindAt('Type "Support"\nAdventureResources\n  Star|shipFlyRange 2')).toMatchObject({ prefix: "Star", word: { line: 3, column: 3, endColumn: 19 } });
  });
});

describe("completion", () => {
  it("offers global attributes and categories that fit the card's Type, not those already there", () => {
    const adventure = labels('Type "Adventure"\n|');
    expect(adventure).toContain("Roleplay");
    expect(adventure).toContain("AcceptSupportIf1");
    expect(adventure).not.toContain("Type");
    expect(adventure).not.toContain("Freeze");
    expect(adventure).not.toContain("AdventureCosts");
    const support = labels('Type "Support"\n|');
    expect(support).toContain("Freeze");
    expect(support).toContain("AC");
    expect(support).not.toContain("Roleplay");
  });

  it("offers the pack's custom names with how often each is used, most used first", () => {
    const { text, line, column } = cursor('Type "Support"\nAdventureResources\n  |');
    const items = completionsAt(text, line, column, { names, customNames: { StarshipFlyRange: 12, Sway: 30, Crew: 1 } });
    expect(items.map((i) => [i.label, i.detail])).toEqual([
      ["Sway", "custom name, used 30 times in this pack"],
      ["StarshipFlyRange", "custom name, used 12 times in this pack"],
      ["Crew", "custom name, used 1 time in this pack"],
    ]);
    expect(items[0]?.insertText).toBe("Sway ${1:1}");
  });

  it("offers category prefixes and attributes inside a condition, custom names after Category.", () => {
    expect(labels('Type "Support"\nPlayIfBuildsite\n  |', { Subtype: 3 })).toEqual(expect.arrayContaining(["Feats.", "AR.", "AdventureResources.", "Subtype", "Roleplay"]));
    expect(labels('Type "Support"\nPlayIfBuildsite\n  Feats.|', { StarshipDrive: 2, "Feats.StarshipDrive": 2 })).toEqual(["StarshipDrive"]);
  });

  it("CGS-237 after AR. offers only the names the pack lists in AdventureResources (not Subtype, not EraResources' Sway)", () => {
    const doc = makePack({
      format: "greenhouse.pack/1",
      pack: { game: "G", name: "P", type: "booster", aliases: { SFR: "StarshipFlyRange" } },
      eras: [
        { name: "E", cards: [
          { identifier: "A-1", format: "silver", attributes: 'Type "Adventure" Subtype "Exploration" Roleplay "Competition" AdventureCommonCosts StarshipCapacity 1 AcceptSupportIf1 AR.StarshipFlyRange > 2 EraResources Sway 7' },
          { identifier: "S-1", format: "silver", attributes: 'Type "Support" Subtype "Starship drive" AdventureResources StarshipFlyRange 7 StarshipCapacity 2 EraCosts Sway 2' },
          { identifier: "S-2", format: "silver", attributes: 'Type "Support" Subtype "Starship" AR SFR 3' },
          { identifier: "S-3", format: "silver", attributes: 'Type "Support" Feats TimeTravel "Yes"' },
        ] },
      ],
    });
    const usage = customNameUsage(doc);
    const { text, line, column } = cursor('Type "Adventure"\nRoleplay "Solo"\nAcceptSupportIf1\n  AR.|');
    const items = completionsAt(text, line, column, { names, customNames: usage });
    expect(items.map((i) => [i.label, i.detail])).toEqual([
      ["StarshipFlyRange", "listed by AdventureResources 2 times in this pack"],
      ["StarshipCapacity", "listed by AdventureResources 1 time in this pack"],
      ["SFR", "pack alias of StarshipFlyRange"],
    ]);
    expect(labels('Type "Support"\nDisableIf1\n  AdventureResources.Star|', usage)).toEqual(["StarshipFlyRange", "StarshipCapacity", "SFR"]);
    expect(labels('Type "Support"\nDisableIf1\n  ER.|', usage)).toEqual(["Sway"]);
    expect(labels('Type "Support"\nPlayIfBuildsite\n  Feats.|', usage)).toEqual(["TimeTravel"]);
    expect(labels('Type "Support"\nPlayIfBuildsite\n  ACC.|', usage)).toEqual(["StarshipCapacity"]);
    expect(labels('Type "Support"\nDisableIf1\n  AC.|', usage)).toEqual([]);
    expect(labels('Type "Support"\nPlayIfBuildsite\n  Subtype.|', usage)).toEqual([]);
  });

  it("lists a category's names nowhere but after its Category. prefix", () => {
    const usage = customNameUsage(['Type "Support" Subtype "x" AdventureResources Range 2']);
    expect(labels('Type "Support"\n|', usage)).toContain("Subtype");
    expect(labels('Type "Support"\n|', usage).filter((l) => l.includes("."))).toEqual([]);
    expect(labels('Type "Support"\nEraResources\n  |', usage)).toContain("Range");
    expect(labels('Type "Support"\nEraResources\n  |', usage).filter((l) => l.includes("."))).toEqual([]);
  });

  it("offers operators with their meaning, and value domains", () => {
    const { text, line, column } = cursor('Type "Support"\nPlayIfBuildsite\n  Feats.Drive |');
    expect(completionsAt(text, line, column, { names }).map((i) => `${i.label} ${i.detail}`)).toEqual([
      "= equal to (alternatives with /)",
      "< at most (numbers only)",
      "> at least (numbers only)",
    ]);
    expect(labels('Type "Adventure"\nRoleplay "Co|')).toEqual(['"Competition"', '"Cooperation"']);
    expect(labels('Type "Support"\nDisableIf1\n  Type = |')).toEqual(['"Adventure"', '"Support"']);
  });

  it("snippets offer a predefined attribute's values as choices", () => {
    const { text, line, column } = cursor('Type "Adventure"\nRo|');
    const roleplay = completionsAt(text, line, column, { names }).find((i) => i.label === "Roleplay");
    expect(roleplay).toMatchObject({ snippet: true, insertText: 'Roleplay "${1|Battle,Cataclysm,Competition,Cooperation,Doomsday,Epic,Obstruction,Solo|}"', range: { column: 1, endColumn: 3 } });
  });

  it("nothing where nothing helps; never throws", () => {
    expect(labels('Type "Support"\nSubtype "St|')).toEqual([]);
    expect(completionsAt("\u0000\uffff", 5, 99, { names })).toBeInstanceOf(Array);
  });
});

describe("hover", () => {
  const hover = (marked: string) => {
    const { text, line, column } = cursor(marked);
    return hoverAt(text, line, column, names, { Sway: 4 })?.contents ?? null;
  };
  it("a predefined name shows its doc and rulebook section", () => {
    const h = hover('Type "Support"\nFre|eze "Yes"');
    expect(h).toContain("**Freeze**");
    expect(h).toContain("Support cards only (S)");
    expect(h).toContain("Rulebook: Predefined attributes ► Powers ► Freeze");
  });
  it("aliases say what they stand for", () => {
    expect(hover("A|R Sway 1")).toContain("**AR**: alias of **AdventureResources**");
    expect(hover("AR S|FR 1")).toContain("**SFR**: pack alias of **StarshipFlyRange**");
  });
  it("CGS-246 CGS-247 < reads at most, > at least", () => {
    expect(hover("ImmuneIf1 AR.X |< 1")).toContain("at most");
    expect(hover("ImmuneIf1 AR.X |> 1")).toContain("at least");
  });
  it("custom names show their use, and a likely predefined name", () => {
    expect(hover("EraResources Sw|ay 1")).toBe("**Sway**: custom name, no special rules. Used 4 times in this pack.");
    expect(hover('CommonBuil|site "Yes"')).toContain("Did you mean **CommonBuildsite**?");
    expect(hover('Type "Sup|port"')).toBeNull();
  });
});

describe("code actions", () => {
  it("offers the fixes of diagnostics under the cursor, preferring a lone fix", () => {
    const text = 'Type "Adventure"\nRoleplay "Competiton"\nCommonBuilsite "Yes"';
    const { diagnostics } = analyze(text);
    const at = codeActionsFor(diagnostics, { line: 2, column: 12, endLine: 2, endColumn: 12 });
    expect(at.map((a) => [a.title, a.isPreferred])).toEqual([['Change to "Competition"', true]]);
    expect(codeActionsFor(diagnostics, { line: 1, column: 1, endLine: 3, endColumn: 1 }).map((a) => a.diagnostic.code)).toEqual(["invalid-value", "misspelt-attribute"]);
    expect(codeActionsFor(diagnostics, { line: 1, column: 3, endLine: 1, endColumn: 3 })).toEqual([]);
  });
});

describe("customNameUsage", () => {
  it("counts custom names over a pack (aliases and predefined names left out)", () => {
    const doc = makePack({
      format: "greenhouse.pack/1",
      pack: { game: "G", name: "P", type: "booster", aliases: { SFR: "StarshipFlyRange" } },
      eras: [
        { name: "E", cards: [
          { identifier: "A-1", format: "silver", attributes: 'Type "Support" Subtype "x" AR SFR 2 Sway 1 EraCosts Sway 1' },
          { identifier: "A-2", format: "silver", attributes: 'Type "Support" PlayIfBuildsite Feats.Drive = "Fluon" Subtype = "x"' },
        ] },
      ],
    });
    expect(customNameUsage(doc)).toEqual({ Subtype: 2, Sway: 2, Drive: 1, "AdventureResources.Sway": 1, "AdventureResources.StarshipFlyRange": 1, "EraCosts.Sway": 1 });
    expect(customNameUsage(["EraResources Sway 1", "Sway 2"])).toEqual({ Sway: 2, "EraResources.Sway": 1 });
  });
});
