/**
 * The card editor's preview of a data-system card (components/system-cards/card-preview-scene.ts,
 * drawn by previewSystemCardAction): a rich-text field's **bold** and *italic* in the bold and
 * italic faces without the stars, and `:symbol:` as the symbol's picture, as the PDF prints them;
 * a plain text field as typed.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cardPreviewScene } from "@/components/system-cards/card-preview-scene";
import type { SceneNode } from "@/lib/print/card-scene";
import type { SystemCard, SystemDefinition } from "@/lib/systems/types";

type TextNode = Extract<SceneNode, { kind: "text" }>;
const runs = (nodes: readonly SceneNode[]) => nodes.filter((n): n is TextNode => n.kind === "text").flatMap((n) => n.lines.flatMap((l) => l.runs));

const pack = JSON.parse(readFileSync(join(process.cwd(), "seeds", "ginkgopolis-demo.pack.json"), "utf8")) as { systemDefinition: SystemDefinition; decks: { cards: SystemCard[] }[] };
const def = pack.systemDefinition;

describe("the card editor's preview of a data-system card", () => {
  it("prints a rich-text field's **bold** and *italic* without the stars and :symbol: as its picture", () => {
    const type = def.cardTypes.find((t) => t.fields.includes("bonus"));
    if (type === undefined) throw new Error("the Ginkgopolis demo has no card type with the bonus field");
    expect(def.fields.find((f) => f.key === "bonus")?.type.kind).toBe("richText");
    const symbol = def.symbols?.[0]?.key ?? "";
    const card: SystemCard = { identifier: "P-1", copies: 1, type: type.key, fields: { name: "Preview", bonus: `Gain **two** *more* :${symbol}:` } };
    const scene = cardPreviewScene(def, card, null, (s) => `src:${s.key}`);
    if (scene === null) throw new Error("no scene");
    const text = runs(scene.nodes);
    const all = text.map((r) => r.text).join("");
    expect(all).not.toContain("**");
    expect(all).not.toContain(`:${symbol}:`);
    expect(text.find((r) => r.text.includes("two"))?.face).toMatch(/Bold$/);
    expect(text.find((r) => r.text.includes("more"))?.face).toMatch(/Italic$/);
    expect(scene.nodes.some((n) => n.kind === "image" && n.src === `src:${symbol}`)).toBe(true);
  });

  it("is an unknown type's null, and a plain text field's stars stay", () => {
    expect(cardPreviewScene(def, { identifier: "X", type: "nope", fields: {} }, null, () => "")).toBeNull();
    const type = def.cardTypes.find((t) => t.fields.includes("name"));
    const scene = cardPreviewScene(def, { identifier: "P-2", type: type!.key, fields: { name: "**Oak**" } }, null, () => "");
    expect(runs(scene!.nodes).map((r) => r.text).join("")).toContain("**Oak**");
  });
});
