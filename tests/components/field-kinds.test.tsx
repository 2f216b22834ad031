// @vitest-environment jsdom
/**
 * The field kinds' React parts (components/field-kinds/) inside the one card form and the one
 * deck table: every kind has a widget and a cell; an `attributeText` field is edited by its
 * system's widget (GOT CGS's attribute editor, through components/systems-ui-registry.ts) and by a
 * neutral text area in a system that supplies none; the table shows each kind's cell.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AttributeEditorProps } from "@/components/attribute-editor/types";
import { ToastProvider } from "@/components/ui/toast";
import { DRAFT_KINDS } from "@/components/field-kinds/draft";
import { fieldWidget } from "@/components/field-kinds/field-kinds";
import { FIELD_KIND_UI } from "@/components/field-kinds/widgets";
import { cardFromDraft, draftFromCard, type CardDraft } from "@/components/system-cards/model";
import { SystemCardForm } from "@/components/system-cards/system-card-form";
import { findSystem } from "@/lib/systems/registry";
import type { FieldDef, FieldKind, SystemDefinition } from "@/lib/systems/types";
import { kindsDemo } from "../systems/fixtures/kinds-demo";

// GOT CGS's Monaco editor as a plain text area that shows the props it was given (Monaco does not run in jsdom).
vi.mock("@/components/got-cgs/attribute-editor", () => ({
  AttributeEditor: (p: AttributeEditorProps) => (
    <textarea data-testid="got-attribute-editor" data-format={p.format} id={p.id} aria-label={p.ariaLabel} value={p.value} onChange={(e) => p.onChange(e.target.value)} />
  ),
}));
vi.mock("next/navigation", async (real) => ({ ...(await real<typeof import("next/navigation")>()), useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));
const { SystemDeckTable } = await import("@/components/system-cards/system-deck-table");
const { AttributeTextWidget } = await import("@/components/got-cgs/attribute-text-widget");

afterEach(cleanup);

const KINDS: readonly FieldKind[] = ["text", "richText", "int", "enum", "bool", "image", "attributeText"];
const got = findSystem("got-cgs")?.definition as SystemDefinition;

/** A data system with a field of its own language and no UI plugin. */
const FIELDS: FieldDef[] = [
  { key: "name", label: "Name", type: { kind: "text" } },
  { key: "cost", label: "Cost", type: { kind: "int" } },
  { key: "loyal", label: "Loyal", type: { kind: "bool" } },
  { key: "script", label: "Script", type: { kind: "attributeText", grammar: "demo" }, column: true },
];
const demo = kindsDemo(FIELDS);

function Harness({ definition, start, onDraft }: { definition: SystemDefinition; start: CardDraft; onDraft: (d: CardDraft) => void }) {
  const [draft, setDraft] = useState(start);
  return (
    <SystemCardForm
      definition={definition}
      draft={draft}
      onChange={(d) => {
        setDraft(d);
        onDraft(d);
      }}
      findings={[]}
      draftErrors={{}}
      serverErrors={{}}
    />
  );
}

describe("field kinds in the card form", () => {
  it("every kind has a neutral widget, a cell and a draft reading", () => {
    expect(Object.keys(FIELD_KIND_UI).sort()).toEqual([...KINDS].sort());
    expect(Object.keys(DRAFT_KINDS).sort()).toEqual([...KINDS].sort());
  });

  it("takes GOT CGS's attribute editor as its attributeText widget, and the neutral widget for the other kinds and systems", () => {
    expect(fieldWidget(got.key, "attributeText")).toBe(AttributeTextWidget);
    expect(fieldWidget(got.key, "text")).toBe(FIELD_KIND_UI.text.Widget);
    expect(fieldWidget(demo.key, "attributeText")).toBe(FIELD_KIND_UI.attributeText.Widget);
    expect(fieldWidget(demo.key, "attributeText")).not.toBe(AttributeTextWidget);
  });

  it("edits a GOT CGS card's attribute text with the system's editor, labelled by the field, gold as gold", () => {
    const card = { identifier: "G-1", copies: 1, type: "gold", fields: { directive: "Go", attributes: "Military 2", lore: "" } };
    let last: CardDraft | null = null;
    render(<Harness definition={got} start={draftFromCard(got, card)} onDraft={(d) => (last = d)} />);
    const editor = screen.getByTestId("got-attribute-editor");
    expect(editor.getAttribute("data-format")).toBe("gold");
    expect(screen.getByLabelText("Attributes")).toBe(editor);
    expect(screen.queryByText(/not editable in this form yet \(it needs/)).toBeNull();
    fireEvent.change(editor, { target: { value: "Military 3" } });
    expect(last).not.toBeNull();
    expect(cardFromDraft(got, last as unknown as CardDraft).card.fields.attributes).toBe("Military 3");
  });

  it("edits a system's language in a plain text area when the system supplies no widget", () => {
    const card = { identifier: "K-1", copies: 1, type: "unit", fields: { name: "Guard", cost: 2, loyal: true, script: "hit 2" } };
    let last: CardDraft | null = null;
    render(<Harness definition={demo} start={draftFromCard(demo, card)} onDraft={(d) => (last = d)} />);
    const area = screen.getByLabelText("Script");
    expect(area).toBe(screen.getByTestId("attribute-text-fallback"));
    expect(area.tagName).toBe("TEXTAREA");
    expect((area as HTMLTextAreaElement).value).toBe("hit 2");
    fireEvent.change(area, { target: { value: "hit 3\nheal 1" } });
    expect(cardFromDraft(demo, last as unknown as CardDraft).card.fields).toEqual({ name: "Guard", cost: 2, loyal: true, script: "hit 3\nheal 1" });
    expect((screen.getByLabelText("Loyal") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Cost") as HTMLInputElement).value).toBe("2");
  });
});

describe("an enum field's list", () => {
  const faction: FieldDef = { key: "faction", label: "Faction", type: { kind: "enum", values: ["Axiom", "Bravos"] } };
  const { Widget } = FIELD_KIND_UI.enum;
  const options = () => screen.getAllByRole("option").map((o) => o.textContent);

  it("no choice yet (a new card's): says Choose…, not that the empty value is outside the list", () => {
    render(<Widget field={faction} value="" onValue={() => undefined} ids={{ id: "f" }} cardType="" />);
    expect(options()).toEqual(["Choose…", "Axiom", "Bravos"]);
    expect((screen.getByRole("combobox") as HTMLSelectElement).value).toBe("");
  });

  it("a value outside the list is kept and shown as such", () => {
    render(<Widget field={faction} value="Lyra" onValue={() => undefined} ids={{ id: "f" }} cardType="" />);
    expect(options()).toEqual(["Lyra (not in the list)", "Axiom", "Bravos"]);
  });

  it("a list that has an empty value offers it as (none), once", () => {
    render(<Widget field={{ ...faction, type: { kind: "enum", values: ["", "Axiom"] } }} value="" onValue={() => undefined} ids={{ id: "f" }} cardType="" />);
    expect(options()).toEqual(["(none)", "Axiom"]);
  });
});

describe("field kinds in the deck table", () => {
  it("shows each kind's cell: numbers right-aligned, booleans as yes, a system's language cut with its whole text as the title", () => {
    const cards = [{ id: "c1", identifier: "K-1", copies: 1, type: "unit", fields: { name: "Guard", cost: 12, loyal: true, script: "hit 2, then heal 1 each turn" } }];
    render(
      <ToastProvider>
        <SystemDeckTable definition={demo} packId="p" deckId="d" cards={cards} findings={[]} createCard={vi.fn()} />
      </ToastProvider>,
    );
    const headers = screen.getAllByRole("columnheader").map((h) => h.textContent);
    expect(headers).toEqual(["#", "Identifier", "Type", "Copies", "Name", "Cost", "Loyal", "Script", "Findings"]);
    const cost = screen.getByTitle("12");
    expect(cost.className).toMatch(/\btext-right\b/);
    expect(screen.getByTitle("yes").textContent).toBe("yes");
    const script = screen.getByTitle("hit 2, then heal 1 each turn");
    expect(script.firstElementChild?.className).toMatch(/\btruncate\b.*\bmax-w-44\b/);
  });
});
