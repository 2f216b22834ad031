// @vitest-environment jsdom
/**
 * The GOT CGS card editor's buttons that open another card (New card, Duplicate, next and
 * previous) navigate with the router, which the link guard cannot see: with an edit the server
 * refused, they ask as a link does (components/layout/pending-work.ts mayLeave), and "stay"
 * leaves the card and its draft as they were (issue 24, "Nothing lost").
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/lib/action-result";
import type { CardDetail, CardDto } from "@/lib/server/types";
import { makeCard, polyfillDialog } from "./fixtures";

const push = vi.fn();
vi.mock("next/navigation", async (real) => ({ ...(await real<typeof import("next/navigation")>()), useRouter: () => ({ push, refresh: vi.fn() }) }));
// The form's attribute editor is Monaco, which jsdom cannot run; a text area stands in.
vi.mock("@/components/got-cgs/attribute-editor", () => ({
  AttributeEditor: (props: { value: string; onChange: (text: string) => void; id?: string }) => (
    <textarea id={props.id} aria-label="Attributes" value={props.value} onChange={(e) => props.onChange(e.target.value)} />
  ),
}));

const { CardEditor } = await import("@/components/card-editor/card-editor");
const { forgetStoredCards } = await import("@/components/card-editor/use-autosave");
const { ToastProvider } = await import("@/components/ui/toast");

const card: CardDetail = { ...makeCard(), era: { id: "era-1", name: "Era 1" }, pack: { id: "pack-1", name: "Pack", system: "got-cgs", aliases: [], instructions: {} as CardDetail["pack"]["instructions"] }, previousId: null, nextId: "card-2" };

function actions() {
  return {
    save: vi.fn(async (): Promise<ActionResult<CardDto>> => ({ ok: false, error: { code: "validation", message: "copies: a card has at least 1 copy", issues: [{ path: "changes.copies", message: "a card has at least 1 copy" }] } })),
    listRevisions: vi.fn(),
    getRevision: vi.fn(),
    restoreRevision: vi.fn(),
    createCard: vi.fn(async () => ({ ok: true as const, value: { id: "card-new" } })),
    duplicateCard: vi.fn(async () => ({ ok: true as const, value: { id: "card-copy" } })),
    deleteCard: vi.fn(),
  };
}

beforeAll(polyfillDialog);
beforeEach(() => {
  vi.useFakeTimers();
  forgetStoredCards();
  push.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function refusedEdit(a: ReturnType<typeof actions>) {
  render(
    <ToastProvider>
      <CardEditor card={card} actions={a} packName="Pack" aliases={{}} frontUrl={null} pictures={[]} reveal={null} />
    </ToastProvider>,
  );
  fireEvent.change(screen.getByLabelText("Lore"), { target: { value: "typed, refused" } });
  await act(async () => vi.advanceTimersByTime(700));
  expect(screen.getByTestId("save-state").getAttribute("data-status")).toBe("error");
}

describe("the GOT CGS editor's own navigations with an edit that cannot be saved", () => {
  it("New card asks; Stay creates nothing, goes nowhere and keeps the draft", async () => {
    const a = actions();
    await refusedEdit(a);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "New card" })));
    expect(confirm).toHaveBeenCalledOnce();
    expect(confirm.mock.calls[0]?.[0]).toMatch(/GEN-001 is not saved: copies: a card has at least 1 copy/);
    expect(a.createCard).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
    expect((screen.getByLabelText("Lore") as HTMLTextAreaElement).value).toBe("typed, refused");
  });

  it("Duplicate asks too; answering Leave, Next card goes on", async () => {
    const a = actions();
    await refusedEdit(a);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "More card actions" })));
    await act(async () => fireEvent.click(screen.getByRole("menuitem", { name: "Duplicate" })));
    expect(confirm).toHaveBeenCalledOnce();
    expect(a.duplicateCard).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Next card (Alt+↓)" })));
    expect(push).toHaveBeenCalledWith("/packs/pack-1/eras/era-1/cards/card-2");
  });
});
