import { describe, expect, it } from "vitest";
import { mapCsv, mappingIssues, parseCsv, rowToCard, suggestMapping } from "@/lib/packs/csv";

describe("parseCsv", () => {
  it("reads headers and rows; detects comma, semicolon and tab; drops a BOM", () => {
    for (const sep of [",", ";", "\t"]) {
      const table = parseCsv(`\uFEFFidentifier${sep}lore\nA-1${sep}hello\n`);
      expect(table.columns).toEqual(["identifier", "lore"]);
      expect(table.rows).toEqual([["A-1", "hello"]]);
      expect(table.issues).toEqual([]);
    }
  });

  it("gives each row the file line it starts on, across quoted line breaks and blank lines", () => {
    const table = parseCsv('id,lore\nA,"two\nlines"\n\n\nB,x\r\nC,y\n');
    expect(table.rows.map((r) => r[0])).toEqual(["A", "B", "C"]);
    expect(table.lines).toEqual([2, 6, 7]);
  });

  it("pads short rows, names blank headers, flags duplicated headers and unclosed quotes", () => {
    const table = parseCsv('id,,id\nA\nB,"unclosed\n');
    expect(table.columns).toEqual(["id", "column 2", "id"]);
    expect(table.rows[0]).toEqual(["A", "", ""]);
    expect(table.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["column 3", "line 3"]));
  });

  it("reports an empty file", () => {
    expect(parseCsv("").issues).toEqual([{ path: "(file)", message: expect.stringContaining("empty") }]);
    expect(parseCsv("\n\n").columns).toEqual([]);
  });
});

describe("suggestMapping / mappingIssues", () => {
  it("maps field names and synonyms, Category.Name headers to entries, attribute-like names to attributes", () => {
    expect(suggestMapping(["ID", "Qty", "Flavour", "Type", "AdventureCosts.StarshipFlyRange", "notes", "Card Format"])).toEqual({
      ID: "identifier",
      Qty: "copies",
      Flavour: "lore",
      Type: "attribute:Type",
      "AdventureCosts.StarshipFlyRange": "entry:AdventureCosts.StarshipFlyRange",
      notes: "ignore",
      "Card Format": "ignore",
    });
  });

  it("flags unknown columns, a field mapped twice, bad targets and a missing identifier", () => {
    const issues = mappingIssues(["a", "b", "c"], { a: "lore", b: "lore", c: "attribute:9x", d: "identifier", e: "colour" as never });
    expect(issues.map((i) => i.path)).toEqual(expect.arrayContaining(["mapping.b", "mapping.c", "mapping.d", "mapping.e"]));
    expect(mappingIssues(["a"], { a: "lore" })).toEqual([{ path: "mapping", message: expect.stringContaining("identifier") }]);
    expect(mappingIssues(["a"], { a: "identifier" })).toEqual([]);
  });
});

describe("rowToCard", () => {
  const columns = ["id", "Type", "AC.StarshipFlyRange", "AC.Crew", "attrs", "copies", "format", "orientation"];
  const mapping = {
    id: "identifier",
    Type: "attribute:Type",
    "AC.StarshipFlyRange": "entry:AC.StarshipFlyRange",
    "AC.Crew": "entry:AC.Crew",
    attrs: "attributes",
    copies: "copies",
    format: "format",
    orientation: "orientation",
  } as const;

  it("builds the attribute text from the attributes column then attribute and entry columns", () => {
    const row = rowToCard(columns, ["A-1", "Adventure", "2", "1", 'Roleplay "Competition"\n', " 3 ", "Gold", "Landscape"], mapping, 2);
    expect(row.issues).toEqual([]);
    expect(row.card).toEqual({
      identifier: "A-1",
      format: "gold",
      copies: 3,
      orientation: "landscape",
      directive: "",
      lore: "",
      attributes: 'Roleplay "Competition"\nType "Adventure"\nAC\n  StarshipFlyRange 2\n  Crew 1',
    });
  });

  it("skips empty attribute cells and defaults format and copies", () => {
    const row = rowToCard(columns, ["A-2", "", "", "", "", "", "", ""], mapping, 3);
    expect(row.card).toMatchObject({ identifier: "A-2", format: "silver", copies: 1, attributes: "" });
  });

  it("reports each problem under its column name", () => {
    const row = rowToCard(columns, ["", 'say "hi"', "", "", "", "many", "bronze", "portrait"], mapping, 4);
    expect(row.card).toBeNull();
    expect(row.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["id", "Type", "copies", "format"]));
  });

  it("refuses an orientation on a silver card", () => {
    const row = rowToCard(columns, ["A-3", "", "", "", "", "1", "silver", "portrait"], mapping, 5);
    expect(row.issues).toEqual([{ path: "orientation", message: expect.stringContaining("only gold cards") }]);
  });

  it("keeps a bad row's identifier and attribute text, so the preview can say which card it is", () => {
    const row = rowToCard(columns, [" B-7 ", "Support", "", "", "", "many", "", ""], mapping, 6);
    expect(row.card).toBeNull();
    expect(row.identifier).toBe("B-7");
    expect(row.attributes).toBe('Type "Support"');
    expect(rowToCard(columns, ["  ", "", "", "", "", "", "", ""], mapping, 7).identifier).toBeNull();
    expect(rowToCard(["lore"], ["x"], { lore: "lore" }, 2).identifier).toBeNull();
  });

  it("reports every problem of a row, not only the first: copies out of range and an orientation on a silver card", () => {
    const row = rowToCard(columns, ["C-1", "", "", "", "", "0", "silver", "portrait"], mapping, 8);
    expect(row.issues).toEqual([
      { path: "copies", message: '"0" is not a number of copies; write a whole number from 1 to 999' },
      { path: "orientation", message: expect.stringContaining("only gold cards") },
    ]);
    const many = rowToCard(columns, ["", "", "", "", "", "1000", "silver", "portrait"], mapping, 9);
    expect(many.issues.map((i) => i.path)).toEqual(["copies", "id", "orientation"]);
  });

  it("mapCsv keeps the file lines", () => {
    const table = parseCsv("id,lore\nA,x\n\nB,y\n");
    expect(mapCsv(table, { id: "identifier", lore: "lore" }).map((r) => [r.line, r.card?.identifier])).toEqual([
      [2, "A"],
      [4, "B"],
    ]);
  });
});
