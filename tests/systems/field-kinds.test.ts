/**
 * The field-kind registry (lib/systems/field-kinds.ts): one entry per kind, each kind's value
 * round-trips through its CSV cell, prints as the print binding says, checks its JSON type with a
 * message, and the layers that used to switch on the kind (CSV import/export, format check, lint
 * defaults, print binding, deck cells) give what the registry gives.
 */
import { describe, expect, it } from "vitest";
import { checkKindValue, FIELD_KINDS, fieldKind, kindFromCsv, printValueText } from "@/lib/systems/field-kinds";
import type { FieldDef, FieldKind, FieldType, FieldValue } from "@/lib/systems/types";
import { systemDeckCsv } from "@/lib/packs/csv-export";
import { parseCsv } from "@/lib/packs/csv";
import { mapSystemCsv, suggestSystemMapping, systemCsvTargets } from "@/lib/packs/system-csv";
import { defaultValue } from "@/lib/systems/lint/values";
import { fillTemplate } from "@/lib/systems/symbols";
import { regionText } from "@/lib/print/face-scene";
import { cellText, deckColumns } from "@/components/system-cards/model";
import { kindsDemo } from "./fixtures/kinds-demo";

const KINDS: readonly FieldKind[] = ["text", "richText", "int", "enum", "bool", "image", "attributeText"];

/** A value of each kind that is not its empty value, with its type. */
const SAMPLES: readonly { type: FieldType; value: FieldValue; print: string; cell: string }[] = [
  { type: { kind: "text" }, value: "Hello, \"world\"", print: "Hello, \"world\"", cell: "Hello, \"world\"" },
  { type: { kind: "richText" }, value: "**Bold**\nline two", print: "**Bold**\nline two", cell: "**Bold**\nline two" },
  { type: { kind: "int", min: 0 }, value: -12, print: "-12", cell: "-12" },
  { type: { kind: "enum", values: ["Axiom", "Bravos"] }, value: "Bravos", print: "Bravos", cell: "Bravos" },
  { type: { kind: "bool" }, value: true, print: "Yes", cell: "yes" },
  { type: { kind: "attributeText", grammar: "demo" }, value: "Military 2\nArtisan 1", print: "Military 2\nArtisan 1", cell: "Military 2\nArtisan 1" },
];

describe("the field-kind registry", () => {
  it("has one entry per field kind, under its own kind", () => {
    expect(Object.keys(FIELD_KINDS).sort()).toEqual([...KINDS].sort());
    for (const kind of KINDS) expect(fieldKind(kind).kind).toBe(kind);
  });

  it.each(SAMPLES)("$type.kind round-trips through its CSV cell and prints its value", ({ type, value, print, cell }) => {
    const spec = fieldKind(type.kind);
    const csv = spec.toCsv(value);
    expect(kindFromCsv(type, csv, "Field")).toEqual({ ok: true, value });
    expect(spec.toPrint(value)).toBe(print);
    expect(printValueText(value)).toBe(print);
    expect(spec.toCell(value)).toBe(cell);
    expect(checkKindValue(type, value)).toEqual({ ok: true, value });
  });

  it("gives each kind's empty value and JSON type", () => {
    expect(KINDS.map((k) => [k, fieldKind(k).empty, fieldKind(k).json])).toEqual([
      ["text", "", "string"],
      ["richText", "", "string"],
      ["int", null, "number"],
      ["enum", "", "string"],
      ["bool", false, "boolean"],
      ["image", null, null],
      ["attributeText", "", "string"],
    ]);
    for (const kind of KINDS) expect(printValueText(fieldKind(kind).empty)).toBe(kind === "bool" ? "No" : "");
  });

  it("reads CSV cells as the import always did: yes/no words, enum case and aliases, whole numbers only", () => {
    const bool: FieldType = { kind: "bool" };
    expect(["yes", "Y", "1", " x "].map((c) => kindFromCsv(bool, c, "Banned"))).toEqual(Array(4).fill({ ok: true, value: true }));
    expect(["no", "N", "0", "false"].map((c) => kindFromCsv(bool, c, "Banned"))).toEqual(Array(4).fill({ ok: true, value: false }));
    expect(kindFromCsv(bool, "maybe", "Banned")).toEqual({ ok: false, message: '"maybe" is not yes or no; Banned takes true/false, yes/no or 1/0' });
    const int: FieldType = { kind: "int" };
    expect(kindFromCsv(int, " +3 ", "Cost")).toEqual({ ok: true, value: 3 });
    expect(kindFromCsv(int, "2.5", "Cost")).toEqual({ ok: false, message: '"2.5" is not a whole number; Cost takes one (e.g. 3)' });
    const faction: FieldType = { kind: "enum", values: ["Earthlings"], aliases: { UPA: "Earthlings" } };
    expect(kindFromCsv(faction, " earthlings ", "Faction")).toEqual({ ok: true, value: "Earthlings" });
    expect(kindFromCsv(faction, "upa", "Faction")).toEqual({ ok: true, value: "UPA" });
    expect(kindFromCsv(faction, "Other", "Faction")).toEqual({ ok: true, value: "Other" });
    // Plain and rich text keep the cell's spaces; a system's language is trimmed.
    expect(kindFromCsv({ kind: "text" }, "  a  ", "Name")).toEqual({ ok: true, value: "  a  " });
    expect(kindFromCsv({ kind: "attributeText", grammar: "g" }, "  a  ", "Text")).toEqual({ ok: true, value: "a" });
  });

  it("says what a value of the wrong JSON type must be", () => {
    expect(checkKindValue({ kind: "text" }, 3)).toEqual({ ok: false, message: "must be a text (in quotes), not the number 3" });
    expect(checkKindValue({ kind: "int" }, 2.5)).toEqual({ ok: false, message: "must be a whole number, not the fraction 2.5" });
    expect(checkKindValue({ kind: "int" }, null)).toEqual({ ok: false, message: "must be a whole number, not null (leave the key out for an empty field)" });
    expect(checkKindValue({ kind: "int" }, 2 ** 53)).toMatchObject({ ok: false });
    expect(checkKindValue({ kind: "bool" }, "yes")).toEqual({ ok: false, message: 'must be true or false, not the text "yes"' });
    expect(checkKindValue({ kind: "enum", values: ["a", "b"] }, 1)).toEqual({ ok: false, message: 'must be a text (one of "a", "b"), not the number 1' });
    expect(checkKindValue({ kind: "enum", values: ["Earthlings"], aliases: { UPA: "Earthlings" } }, "UPA")).toEqual({ ok: true, value: "Earthlings" });
    expect(checkKindValue({ kind: "image" }, "x.png")).toMatchObject({ ok: false, message: expect.stringContaining("not a field") });
  });
});

/** A definition with a field of every kind, to see each layer go through the registry. */
const FIELDS: FieldDef[] = [
  { key: "name", label: "Name", type: { kind: "text" } },
  { key: "effect", label: "Effect", type: { kind: "richText" } },
  { key: "cost", label: "Cost", type: { kind: "int" } },
  { key: "faction", label: "Faction", type: { kind: "enum", values: ["", "Axiom", "Bravos"] } },
  { key: "banned", label: "Banned", type: { kind: "bool" } },
  { key: "art", label: "Art", type: { kind: "image" } },
  { key: "script", label: "Script", type: { kind: "attributeText", grammar: "demo" } },
];
const DEFINITION = kindsDemo(FIELDS);

describe("the layers through the registry", () => {
  it("CSV export then import gives the same card, every mappable kind included, pictures left out", () => {
    const fields = { name: "Guard, the first", effect: "**Hit** 2\nthen \"rest\"", cost: 3, faction: "Axiom", banned: true, script: "Military 2" };
    const csv = systemDeckCsv(DEFINITION, [{ identifier: "K-1", copies: 2, type: "unit", fields }]);
    const table = parseCsv(csv);
    expect(table.columns).toEqual(["identifier", "copies", "type", "name", "effect", "cost", "faction", "banned", "script"]);
    const rows = mapSystemCsv(DEFINITION, table, suggestSystemMapping(DEFINITION, table.columns));
    expect(rows.map((r) => r.issues)).toEqual([[]]);
    expect(rows[0]?.card).toEqual({ identifier: "K-1", copies: 2, type: "unit", fields });
    expect(systemCsvTargets(DEFINITION).map((t) => t.label)).toEqual(["Identifier", "Copies", "Card type (Unit)", "Name", "Effect", "Cost (whole number)", "Faction (one of a list)", "Banned (yes/no)", "Script", "Ignore this column"]);
  });

  it("defaults, print binding and deck cells are the registry's", () => {
    for (const f of FIELDS) expect(defaultValue(f)).toBe(fieldKind(f.type.kind).empty);
    expect(fillTemplate("{cost} / {banned} {none}", (k) => ({ cost: 3, banned: false })[k])).toBe("3 / No");
    const region = { name: "r", field: "banned", rect: { x: 0, y: 0, width: 1, height: 1 }, fontPt: 8, minFontPt: 6, prefix: "Banned: " };
    expect(regionText(region, { identifier: "K-1", fields: { banned: true } })).toBe("Banned: Yes");
    expect(regionText(region, { identifier: "K-1", fields: {} })).toBe("");
    expect(deckColumns(DEFINITION).map((f) => f.key)).toEqual(["name", "effect", "cost", "faction", "banned"]);
    expect([cellText(true), cellText(false), cellText(4), cellText(null), cellText(undefined)]).toEqual(["yes", "", "4", "", ""]);
  });
});
