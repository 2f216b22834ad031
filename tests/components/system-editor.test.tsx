// @vitest-environment jsdom
/**
 * The system editor (components/system-editor): every change is checked by checkDefinition as it
 * is typed, each issue shown at the control its path names; size presets set the face; a rule's
 * examples are judged live; save sends the loaded revision and a 409 keeps what was typed.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blankDefinition, indexIssues, keyFromName, presetOf, presetSize } from "@/components/system-editor/draft";
import { SystemEditor } from "@/components/system-editor/system-editor";
import { ToastProvider } from "@/components/ui/toast";
import { tileSystem } from "../server/system-fixture";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderEditor = (builtIn = false) =>
  render(
    <ToastProvider>
      <SystemEditor initial={tileSystem()} revision={builtIn ? null : 3} builtIn={builtIn} />
    </ToastProvider>,
  );

const control = (path: string) => {
  const el = document.querySelector(`[data-path="${path}"]`);
  if (el === null) throw new Error(`no control at ${path}`);
  return el as HTMLInputElement;
};

describe("draft helpers", () => {
  it("size presets either way round, keys from names, issues by path", () => {
    expect(presetOf(88.9, 63.5)).toBe("poker");
    expect(presetOf(50, 50)).toBe("custom");
    expect(presetSize("b7", "landscape")).toEqual({ widthMm: 125, heightMm: 88 });
    expect(presetSize("tarot", "portrait")).toEqual({ widthMm: 70, heightMm: 120 });
    expect(keyFromName("Planetary CCG (draft)")).toBe("planetary-ccg-draft");
    expect(keyFromName("7 Wonders")).toBe("system-7-wonders");
    const idx = indexIssues([{ path: "faces[0].regions[0].rect", message: "outside" }]);
    expect(idx.at("faces[0].regions[0].rect")).toBe("outside");
    expect(idx.under("faces[0]")).toHaveLength(1);
    expect(idx.under("faces[1]")).toHaveLength(0);
  });
});

describe("the system editor", () => {
  it("shows an issue at the control its path names as soon as it is typed, and clears it when fixed", () => {
    renderEditor();
    // The inspector shows the selected region's form: pick the face's first region in its list.
    const regions = screen.getAllByRole("list").find((l) => (l.getAttribute("aria-label") ?? "").startsWith("Regions of face"));
    if (regions === undefined) throw new Error("no region list");
    const firstRegion = regions.querySelector("button");
    if (firstRegion === null) throw new Error("no region button");
    fireEvent.click(firstRegion);
    const min = control("faces[0].regions[0].minFontPt");
    fireEvent.change(min, { target: { value: "20" } });
    expect(min.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("minFontPt 20 is above fontPt 14.")).toBeTruthy();
    expect(screen.getByRole("status", { name: "Save state" }).textContent).toContain("1 problem");
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(min, { target: { value: "8" } });
    expect(min.getAttribute("aria-invalid")).toBeNull();
  });

  it("a card type naming a field that does not exist is shown at that card type's fields", () => {
    renderEditor();
    fireEvent.change(control("cardTypes[0].fields"), { target: { value: "colour, number, speed" } });
    expect(screen.getByText(/The field "speed" is not defined/)).toBeTruthy();
  });

  it("a size preset sets the face's size; the orientation swaps it", () => {
    renderEditor();
    fireEvent.change(control("faces[0].size"), { target: { value: "tarot" } });
    expect(control("faces[0].widthMm").value).toBe("70");
    expect(control("faces[0].heightMm").value).toBe("120");
    fireEvent.change(control("faces[0].orientation"), { target: { value: "landscape" } });
    expect(control("faces[0].widthMm").value).toBe("120");
    // The region (5..25 mm across, 5..15 down) still fits the landscape face.
    expect(screen.getByRole("status", { name: "Save state" }).textContent).toContain("Unsaved changes");
  });

  it("judges a rule's examples live with the controls: a good example that is reported says what lint said", () => {
    renderEditor();
    const examples = () => screen.getByRole("list", { name: "Examples of TILE-once" });
    expect(examples().textContent).toContain("The bad example is reported.");
    fireEvent.change(screen.getByLabelText("Good example deck card 2: colour"), { target: { value: "red" } });
    expect(within(examples()).getByText("This good example is reported: 1 is there twice in one colour.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Bad example deck card 2: number"), { target: { value: "2" } });
    expect(within(examples()).getByText(/This bad example is not reported: the rule never fires/)).toBeTruthy();
    // The JSON view stays as the advanced way; text that is not JSON yet is kept and said so.
    fireEvent.click(screen.getByRole("button", { name: "Edit as JSON" }));
    fireEvent.change(control("deckRules[0].json"), { target: { value: "{ not json" } });
    expect(screen.getByText(/Not JSON yet/)).toBeTruthy();
  }, 90_000);

  it("builds a countEquals deck rule and a card rule with atMost through the controls", () => {
    renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "Add a deck rule" }));
    const rule = screen.getByRole("listitem", { name: "Rule DECK-2" });
    expect((within(rule).getByLabelText("Kind") as HTMLSelectElement).value).toBe("countEquals");
    fireEvent.change(control("deckRules[1].base"), { target: { value: "1" } });
    fireEvent.click(within(rule).getByRole("button", { name: "Add a term" }));
    fireEvent.change(control("deckRules[1].plus[0].times"), { target: { value: "2" } });
    fireEvent.change(within(rule).getByLabelText("Term 1 cards: operator"), { target: { value: "equals" } });
    fireEvent.change(within(rule).getByLabelText("Term 1 cards: value"), { target: { value: "red" } });
    // Examples: 19 and 20 copies of a card of no colour; expected is 1, so both are reported.
    const verdict = () => within(screen.getByRole("list", { name: "Examples of DECK-2" }));
    expect(verdict().getByText("This good example is reported: The deck has 20 cards; it must have 1.")).toBeTruthy();
    fireEvent.change(within(rule).getByLabelText("Good example deck card 1: copies"), { target: { value: "1" } });
    expect(verdict().getByText("The good example is not reported.")).toBeTruthy();
    expect(verdict().getByText("The bad example is reported.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Add a card rule" }));
    const card = screen.getByRole("listitem", { name: "Rule RULE-1" });
    fireEvent.change(within(card).getByLabelText("Check: field"), { target: { value: "number" } });
    fireEvent.change(within(card).getByLabelText("Check: operator"), { target: { value: "atMost" } });
    fireEvent.change(within(card).getByLabelText("Check: value"), { target: { value: "10" } });
    fireEvent.change(within(card).getByLabelText("Bad example: number"), { target: { value: "11" } });
    fireEvent.change(within(card).getByLabelText("Good example: number"), { target: { value: "4" } });
    const cardVerdict = within(screen.getByRole("list", { name: "Examples of RULE-1" }));
    expect(cardVerdict.getByText("The bad example is reported.")).toBeTruthy();
    expect(cardVerdict.getByText("The good example is not reported.")).toBeTruthy();
    // Compared with another field that is no number: the issue shows at the condition.
    fireEvent.change(within(card).getByLabelText("Check: compared with"), { target: { value: "field" } });
    fireEvent.change(within(card).getByLabelText("Check: field"), { target: { value: "colour" } });
    expect(control("cardRules[0].check").getAttribute("data-invalid")).toBe("true");
    expect(within(card).getAllByText(/"colour" is not a whole-number field/).length).toBeGreaterThan(0);
    expect(screen.getByRole("status", { name: "Save state" }).textContent).toContain("problem");
  }, 90_000);

  it("the free table: a starter table, a zone renamed shows the setup step that names it", () => {
    renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "Add a free table" }));
    expect(screen.getByRole("status", { name: "Save state" }).textContent).toContain("Unsaved changes; the definition checks.");
    fireEvent.change(control("table.zones[1].key"), { target: { value: "palm" } });
    expect(screen.getByText(/The zone "hand" is not defined in "zones"/)).toBeTruthy();
    expect(control("table.setup[1].to").getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(control("table.setup[1].to"), { target: { value: "palm" } });
    expect(screen.getByRole("status", { name: "Save state" }).textContent).toContain("the definition checks");
    fireEvent.change(control("table.dice"), { target: { value: "6, " } });
    expect(control("table.dice").value).toBe("6, ");
    fireEvent.change(control("table.dice"), { target: { value: "6, 1" } });
    expect(screen.getByText(/table\.dice\[1\]/)).toBeTruthy();
    fireEvent.change(control("table.dice"), { target: { value: "6, 12" } });
    // Shape problems come first; the reference check (min above max) runs once the shape is right.
    fireEvent.change(control("table.players.min"), { target: { value: "5" } });
    expect(screen.getByText(/min 5 is above max 4/)).toBeTruthy();
  });

  it("save sends the loaded revision; a 409 keeps what was typed and offers both ways", async () => {
    const calls: { url: string; body: { revision: number; definition: { name: string } } }[] = [];
    let answer: Response = new Response(JSON.stringify({ key: "tiles", revision: 4 }), { status: 200 });
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        // Before a save the editor asks what the change does to stored cards: nothing here.
        if (url.endsWith("/impact")) return new Response(JSON.stringify({ changes: [], confirmCards: 0 }), { status: 200 });
        calls.push({ url, body: JSON.parse(String(init.body)) as never });
        return answer;
      }),
    );
    answer = new Response(JSON.stringify({ error: { code: "conflict", message: "This system was changed elsewhere.", issues: [], current: { format: "greenhouse.system/1", revision: 5, definition: blankDefinition("tiles", "Theirs") } } }), { status: 409 });
    renderEditor();
    fireEvent.change(control("name"), { target: { value: "Tiles (mine)" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("changed elsewhere"));
    expect(calls[0]).toMatchObject({ url: "/api/systems/tiles", body: { revision: 3, definition: { name: "Tiles (mine)" } } });
    expect(control("name").value).toBe("Tiles (mine)");
    answer = new Response(JSON.stringify({ key: "tiles", revision: 6 }), { status: 200 });
    fireEvent.click(screen.getByRole("button", { name: "Save mine over revision 5" }));
    await waitFor(() => expect(screen.getByRole("status", { name: "Save state" }).textContent).toContain("revision 6"));
    expect(calls[1]?.body.revision).toBe(5);
  });

  it("a built-in system is read-only: no save, every control read-only", () => {
    renderEditor(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(control("name").readOnly).toBe(true);
  });
});
