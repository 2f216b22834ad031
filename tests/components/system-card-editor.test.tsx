// @vitest-environment jsdom
/**
 * The data-system card editor saves as the GOT CGS editor does (docs/ui.md, "Autosave"): it
 * autosaves after typing stops with the version it is based on; a card with findings saves (a
 * value outside its domain is lint, not a refusal); a number that is not whole is not sent; a
 * stale version (409) opens the conflict choice with both sides kept; no answer retries with
 * back-off; a format error (422 with a key path) is shown at its field; leaving with unsaved work
 * by a link saves first, or asks and stays; History lists the saves and restores one. Findings
 * are live (Altered rules 2.2.5: ALT-version-rarity). A type with an image field (Genesis:
 * GEN-161, a picture per card) chooses its own picture in the form and saves it.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/app/_lib/action-result";
import { forgetStoredCards } from "@/components/card-editor/use-card-autosave";
import { findSystem } from "@/lib/systems/registry";
import type { PictureInfo, RevisionDto, RevisionSummary } from "@/lib/server/types";
import type { SystemDefinition } from "@/lib/systems/types";
import { SystemCardEditor, type SaveSystemCardInput, type StoredSystemCard, type SystemHistoryActions } from "@/components/system-cards/system-card-editor";
import { ToastProvider } from "@/components/ui/toast";
import { polyfillDialog } from "./fixtures";

const altered = findSystem("altered")?.definition as SystemDefinition;

const stored: StoredSystemCard = {
  id: "card-1",
  version: 1,
  identifier: "ALT-1",
  copies: 1,
  type: "Character",
  fields: { name: "Sierra", faction: "Axiom", rarity: "Rare", handCost: 2, reserveCost: 1, forest: 1, mountain: 1, water: 1, version: "ALT-042-C" },
  pictureId: null,
  imagePath: null,
};

type Save = (input: SaveSystemCardInput) => Promise<ActionResult<StoredSystemCard>>;

/** A server that keeps the card and answers a stale version with 409 and the card now. */
function server(start: StoredSystemCard = stored) {
  let current = start;
  const save = vi.fn<Save>(async (input) => {
    if (input.version !== current.version) return { ok: false, error: { code: "conflict", message: "someone else saved", issues: [], current } };
    current = { ...current, ...input.card, pictureId: input.pictureId, version: current.version + 1 };
    return { ok: true, value: current };
  });
  return { save, now: () => current, bump: (fields: Record<string, string>) => (current = { ...current, fields: { ...current.fields, ...fields }, version: current.version + 1 }) };
}

beforeAll(polyfillDialog);
beforeEach(() => {
  vi.useFakeTimers();
  forgetStoredCards();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

function setup(save: Save, history?: SystemHistoryActions) {
  render(
    <ToastProvider>
      <SystemCardEditor definition={altered} card={stored} deckName="Deck" otherCards={[]} save={save} history={history} />
    </ToastProvider>,
  );
}

const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const saveState = () => screen.getByTestId("save-state").getAttribute("data-status");
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const wait = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe("SystemCardEditor autosave", () => {
  it("ALT-version-rarity: flags the version live and clears the finding when fixed", () => {
    setup(server().save);
    const versionField = () => input(/^Version/).closest("[data-field]") as HTMLElement;
    expect(versionField().textContent).toContain("ALT-version-rarity");
    type(/^Version/, "ALT-042-R");
    expect(versionField().textContent).not.toContain("ALT-version-rarity");
  });

  it("saves by itself 600 ms after the last edit, the whole card on the version it is based on, findings and all", async () => {
    const s = server();
    setup(s.save);
    type(/^Forest/, "2");
    await wait(400);
    type(/^Forest/, "25");
    await wait(400);
    expect(s.save).not.toHaveBeenCalled();
    expect(saveState()).toBe("pending");
    expect(input(/^Forest/).closest("[data-field]")?.textContent).toContain("field-range");
    await wait(250);
    expect(s.save).toHaveBeenCalledOnce();
    expect(s.save.mock.calls[0]?.[0]).toMatchObject({ id: "card-1", version: 1, card: { type: "Character", fields: { forest: 25, name: "Sierra" } }, pictureId: null });
    expect(saveState()).toBe("saved");
    expect(screen.getByTestId("save-status").textContent).toBe("Version 2");
    // Saved: nothing more is sent.
    await wait(60_000);
    expect(s.save).toHaveBeenCalledOnce();
  });

  it("does not send a number that is not whole, says why, and saves once it is fixed", async () => {
    const s = server();
    setup(s.save);
    type(/^Hand cost/, "2.5");
    await wait(60_000);
    expect(s.save).not.toHaveBeenCalled();
    expect(saveState()).toBe("error");
    expect(screen.getByRole("alert").textContent).toBe("Not saved: a field marked in red cannot be sent yet; the card saves by itself once it is fixed.");
    expect(input(/^Hand cost/).closest("[data-field]")?.textContent).toMatch(/Hand cost must be a whole number/);
    expect(input(/^Hand cost/).value).toBe("2.5");
    type(/^Hand cost/, "3");
    await wait(700);
    expect(s.save.mock.calls[0]?.[0].card.fields.handCost).toBe(3);
    expect(saveState()).toBe("saved");
  });

  it("a save on a stale version opens the conflict choice, keeps both sides, and Keep mine saves over theirs", async () => {
    const s = server();
    s.bump({ name: "Theirs" });
    setup(s.save);
    type(/^Name/, "Mine");
    await wait(700);
    const dialog = screen.getByRole("dialog", { name: "This card was changed somewhere else" });
    expect(dialog.textContent).toContain("Theirs");
    expect(dialog.textContent).toContain("Mine");
    expect(input(/^Name/).value).toBe("Mine");
    expect(saveState()).toBe("conflict");
    // Nothing more is sent until the designer picks.
    await wait(60_000);
    expect(s.save).toHaveBeenCalledOnce();
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep mine" }));
    await wait(700);
    expect(s.save.mock.calls[1]?.[0]).toMatchObject({ version: 2, card: { fields: { name: "Mine" } } });
    expect(s.now().fields.name).toBe("Mine");
    expect(saveState()).toBe("saved");
  });

  it("Take theirs shows their card and sends nothing", async () => {
    const s = server();
    s.bump({ name: "Theirs" });
    setup(s.save);
    type(/^Name/, "Mine");
    await wait(700);
    fireEvent.click(screen.getByRole("button", { name: "Take theirs (version 2)" }));
    expect(input(/^Name/).value).toBe("Theirs");
    await wait(60_000);
    expect(s.save).toHaveBeenCalledOnce();
    expect(saveState()).toBe("saved");
  });

  it("with the history, Take theirs saves mine first, so both sides are in the history", async () => {
    const s = server();
    s.bump({ name: "Theirs" });
    const restoreRevision = vi.fn(async (id: string, _version: number, base: number) => s.save({ id, version: base, card: { ...stored, fields: { ...stored.fields, name: "Theirs" } }, pictureId: null }));
    setup(s.save, { listRevisions: vi.fn(), getRevision: vi.fn(), restoreRevision });
    type(/^Name/, "Mine");
    await wait(700);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Take theirs (version 2)" })));
    expect(s.save.mock.calls.map((c) => c[0].card.fields.name)).toEqual(["Mine", "Mine", "Theirs"]);
    expect(restoreRevision).toHaveBeenCalledWith("card-1", 2, 3);
    expect(input(/^Name/).value).toBe("Theirs");
    expect(screen.getByTestId("save-status").textContent).toBe("Version 4");
    expect(saveState()).toBe("saved");
  });

  it("no answer keeps the edit, says so and retries by itself, backing off", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const s = server();
    let failures = 2;
    const flaky = vi.fn<Save>(async (i) => {
      if (failures-- > 0) throw new TypeError("Failed to fetch");
      return s.save(i);
    });
    setup(flaky);
    type(/^Name/, "Kept");
    await wait(700);
    expect(saveState()).toBe("error");
    expect(screen.getByRole("alert").textContent).toMatch(/Greenhouse did not answer.*Retrying by itself/);
    await wait(1900);
    expect(flaky).toHaveBeenCalledTimes(1);
    await wait(200);
    expect(flaky).toHaveBeenCalledTimes(2);
    await wait(4100);
    expect(flaky).toHaveBeenCalledTimes(3);
    expect(saveState()).toBe("saved");
    expect(s.now().fields.name).toBe("Kept");
  });
});

describe("SystemCardEditor format errors", () => {
  const refusing = (issues: { path: string; message: string }[]) =>
    vi.fn<Save>(async () => ({ ok: false, error: { code: "validation", message: `This card does not fit its game system; nothing was saved: ${issues[0]?.path}`, issues } }));

  it("shows the server's message at the field its key path names, and the alert's label puts the cursor there", async () => {
    const save = refusing([{ path: "changes.fields.water", message: "must be a whole number, not \"x\"" }]);
    setup(save);
    type(/^Name/, "Sierra II");
    await wait(700);
    const water = input(/^Water/);
    expect(water.closest("[data-field]")?.textContent).toContain('must be a whole number, not "x"');
    expect(water.getAttribute("aria-invalid")).toBe("true");
    const alert = screen.getByRole("alert");
    fireEvent.click(within(alert).getByRole("button", { name: "Water" }));
    expect(document.activeElement).toBe(water);
    // A refusal is not retried by waiting; the next edit tries again.
    await wait(60_000);
    expect(save).toHaveBeenCalledOnce();
  });

  it("a key the form does not show is named by its path in the alert", async () => {
    setup(refusing([{ path: "fields.ghost", message: 'unknown field "ghost" for a Character card' }]));
    type(/^Name/, "Sierra II");
    await wait(700);
    expect(screen.getByRole("alert").textContent).toContain('fields.ghost: unknown field "ghost" for a Character card');
  });
});

describe("SystemCardEditor and leaving the page", () => {
  function link(): { a: HTMLAnchorElement; followed: ReturnType<typeof vi.fn> } {
    const a = document.createElement("a");
    a.setAttribute("href", "/packs/pack-1");
    a.textContent = "Packs";
    document.body.append(a);
    // What Next's <Link> does with the click: a client navigation (the guard replays the click).
    const followed = vi.fn((e: Event) => e.preventDefault());
    a.addEventListener("click", followed);
    return { a, followed };
  }

  it("a breadcrumb click with an edit still waiting saves it first, then follows the link", async () => {
    const s = server();
    setup(s.save);
    const { a, followed } = link();
    type(/^Name/, "Typed just before leaving");
    a.click();
    expect(followed).not.toHaveBeenCalled();
    await act(async () => undefined);
    expect(s.save.mock.calls[0]?.[0].card.fields.name).toBe("Typed just before leaving");
    await vi.waitFor(() => expect(followed).toHaveBeenCalledOnce());
  });

  it("with an edit that cannot be saved, a click asks; Stay keeps the page and the edit", async () => {
    setup(server().save);
    const { a, followed } = link();
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    type(/^Hand cost/, "2.5");
    a.click();
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(confirm.mock.calls[0]?.[0]).toMatch(/ALT-1 is not saved: fix the field marked in red first \(Hand cost must be a whole number/);
    expect(followed).not.toHaveBeenCalled();
    expect(input(/^Hand cost/).value).toBe("2.5");
    const unload = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});

describe("SystemCardEditor history", () => {
  const summary = (version: number): RevisionSummary => ({ id: `r${version}`, cardId: "card-1", version, restoredFrom: null, identifier: "ALT-1", createdAt: "2026-12-01T00:00:00.000Z", author: null });
  const revision = (version: number, name: string): RevisionDto => ({
    ...summary(version),
    format: "silver",
    orientation: null,
    directive: "",
    attributes: "",
    lore: "",
    copies: 1,
    pictureId: null,
    imagePath: null,
    type: "Character",
    fields: { ...stored.fields, name },
  });

  it("lists the saves, shows how one differs from the card now and restores it as a new version", async () => {
    const s = server();
    const restoreRevision = vi.fn(async (_id: string, _version: number, base: number): Promise<ActionResult<StoredSystemCard>> => ({ ok: true, value: { ...s.now(), version: base + 1, fields: { ...stored.fields } } }));
    const history: SystemHistoryActions = {
      listRevisions: vi.fn(async () => ({ ok: true as const, value: [summary(2), summary(1)] })),
      getRevision: vi.fn(async (_id: string, version: number) => ({ ok: true as const, value: revision(version, version === 1 ? "Sierra" : "Sierra II") })),
      restoreRevision,
    };
    setup(s.save, history);
    type(/^Name/, "Sierra II");
    await wait(700);
    expect(screen.getByTestId("save-status").textContent).toBe("Version 2");
    vi.useRealTimers();
    fireEvent.click(screen.getByRole("button", { name: "History" }));
    const dialog = await screen.findByRole("dialog", { name: "History" });
    // Version 1 is picked (the newest that is not the card now): Name from "Sierra" to "Sierra II".
    await within(dialog).findByText("Name");
    expect(within(dialog).getByText("Version 2").parentElement?.textContent).toContain("(now)");
    expect(dialog.querySelector("del")?.textContent).toBe("Sierra");
    expect(dialog.querySelector("ins")?.textContent).toBe("Sierra II");
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Restore version 1" })));
    expect(restoreRevision).toHaveBeenCalledWith("card-1", 1, 2);
    expect(input(/^Name/).value).toBe("Sierra");
    expect(screen.getByTestId("save-status").textContent).toBe("Version 3");
    expect(saveState()).toBe("saved");
    // The restore is the save: nothing more goes out.
    expect(s.save).toHaveBeenCalledOnce();
  });
});

describe("SystemCardEditor: the card's own picture (GEN-161, a picture per card)", () => {
  const genesis = findSystem("got-genesis")?.definition as SystemDefinition;
  const picture = (id: string, name: string): PictureInfo => ({
    id,
    packId: "p1",
    role: "card",
    backKey: null,
    affiliation: null,
    name,
    mime: "image/png",
    width: 1476,
    height: 1004,
    size: 2048,
    sha256: id,
    url: `/api/pictures/${id}`,
    createdAt: "2026-11-26T00:00:00.000Z",
  });
  const card: StoredSystemCard = {
    id: "g-1",
    version: 4,
    identifier: "GEN-1",
    copies: 1,
    type: "card",
    fields: { name: "Charter Day", faction: "Earthlings", ability: "Agent", sway: 3, lore: "", custom: false, recruitable: "" },
    pictureId: "pic-a",
    imagePath: null,
  };
  const preview = vi.fn(async () => ({ ok: false as const, error: { code: "validation" as const, message: "no preview in this test", issues: [] } }));
  const renderGenesis = (save: Save, list: PictureInfo[]) =>
    render(
      <ToastProvider>
        <SystemCardEditor definition={genesis} card={card} deckName="Deck" otherCards={[]} save={save} preview={preview} pictures={{ packId: "p1", list }} />
      </ToastProvider>,
    );

  it("shows the picture chooser with the pack's pictures and the print size, and autosaves the chosen one", async () => {
    const s = server(card);
    renderGenesis(s.save, [picture("pic-a", "Planet"), picture("pic-b", "Ship")]);
    const group = screen.getByRole("group", { name: "Picture" });
    expect(group.closest("[data-field]")?.getAttribute("data-field")).toBe("picture");
    // The face's picture area: 119 x 82 mm, 1406 x 969 px at 300 dpi.
    expect(screen.getByText(/The picture area is 119 × 82 mm; 1406 × 969 px prints at 300 dpi/)).toBeTruthy();
    const choose = screen.getByLabelText("Choose a picture of the pack") as HTMLSelectElement;
    expect(choose.value).toBe("pic-a");
    expect(saveState()).toBe("saved");
    fireEvent.change(choose, { target: { value: "pic-b" } });
    expect(saveState()).toBe("pending");
    await wait(700);
    expect(s.save.mock.calls[0]?.[0]).toMatchObject({ id: "g-1", version: 4, pictureId: "pic-b" });
    expect(screen.getByTestId("save-status").textContent).toBe("Version 5");
  });

  it("removing the picture saves none; the preview is asked with the chosen picture; a picture refused is shown at the picture", async () => {
    const save = vi.fn<Save>(async () => ({ ok: false, error: { code: "validation", message: "pictureId: no such card picture", issues: [{ path: "pictureId", message: "no such card picture in this pack; upload it to the pack first" }] } }));
    renderGenesis(save, [picture("pic-a", "Planet")]);
    await wait(300);
    expect(preview).toHaveBeenLastCalledWith(expect.objectContaining({ identifier: "GEN-1" }), "pic-a");
    fireEvent.click(screen.getByRole("button", { name: "Remove the picture" }));
    await wait(700);
    expect(preview).toHaveBeenLastCalledWith(expect.objectContaining({ identifier: "GEN-1" }), null);
    expect(save.mock.calls[0]?.[0].pictureId).toBeNull();
    const at = screen.getByRole("group", { name: "Picture" }).closest("[data-field]");
    expect(at?.textContent).toContain("no such card picture in this pack");
  });
});
