/**
 * The registry's print half (lib/systems/registry-print.ts): a system with a pack file of its own
 * shape (GOT CGS) hands out its print path and formatter, keyed by its definition's key; a system
 * that prints from its definition (Altered, Genesis) has none, and a document of an unknown key is
 * refused. What the path answers is the system's own print code's answer.
 */
import { describe, expect, it } from "vitest";
import { printOptions } from "@/lib/print/options";
import { GOT_CGS_KEY } from "@/lib/systems/got-cgs/key";
import { formatPack } from "@/lib/systems/got-cgs/attributes/format-pack";
import { checkPrintable } from "@/lib/systems/got-cgs/print/plan";
import { preflight } from "@/lib/systems/got-cgs/print/preflight";
import { findSystem } from "@/lib/systems/registry";
import { documentPrint, packFormatter, systemPrint } from "@/lib/systems/registry-print";
import { GOT_CGS_DEFINITION } from "@/lib/systems/got-cgs/system";
import { card, pack } from "../print/helpers";
import { pngDataUrl } from "../print/png";

describe("registry-print", () => {
  it("keys GOT CGS's loaders by its definition's key", () => {
    expect(GOT_CGS_KEY).toBe(GOT_CGS_DEFINITION.key);
  });

  it("hands out a print path for GOT CGS and none for the systems that print from their definition", async () => {
    expect(await systemPrint(findSystem(GOT_CGS_KEY)!)).not.toBeNull();
    for (const key of ["altered", "got-genesis"]) expect(await systemPrint(findSystem(key)!)).toBeNull();
    await expect(documentPrint({ system: "no-such-system" })).rejects.toThrow(/no print path/);
    expect(await packFormatter({ system: "altered" })).toBeNull();
  });

  it("answers what GOT CGS's print code answers: preflight, the refusal of an unknown era, formatting", async () => {
    const doc = pack([card("GEN-001", { attributes: 'Type "Support" AR SFR 2 EraCosts Sway 1' }), card("GEN-002", { attributes: 'Type "Support' })], { pictures: { front: pngDataUrl(350, 500) } });
    const print = await documentPrint(doc);
    const items = print.preflight(doc, printOptions({}));
    expect(items.length).toBeGreaterThan(0);
    expect(items).toEqual(preflight(doc, {}));
    const unknownEra = printOptions({ era: "Nope" });
    const thrown = (f: () => void): string => {
      try {
        f();
      } catch (error) {
        return (error as Error).message;
      }
      return "nothing thrown";
    };
    expect(thrown(() => print.checkPrintable(doc, unknownEra))).toMatch(/Nope/);
    expect(thrown(() => print.checkPrintable(doc, unknownEra))).toBe(thrown(() => checkPrintable(doc, unknownEra)));
    const format = await packFormatter(doc);
    const direct = formatPack(doc);
    const viaRegistry = format!(doc, { aliases: "keep" });
    expect(viaRegistry.doc).toEqual(direct.doc);
    expect(viaRegistry.changed).toBe(1);
    expect(viaRegistry.changed).toBe(direct.changed);
    expect(viaRegistry.kept).toHaveLength(1);
    expect(viaRegistry.kept).toEqual(direct.kept.map((k) => ({ deck: k.era, identifier: k.identifier, reason: k.reason })));
  });
});
