// @vitest-environment jsdom
/**
 * The data-system card editor's saves (docs/systems.md): a card with findings saves (a
 * value outside its domain is lint, not a refusal); a stale version (409) keeps what was typed
 * and can save it over theirs; a format error (422 with a path) is shown at its field; findings
 * are live (Altered rules 2.2.5: ALT-version-rarity) and go away when fixed. A type with an image
 * field (Genesis: GEN-161, a picture per card) chooses its own picture in the form and saves it.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/app/_lib/action-result";
import { findSystem } from "@/lib/systems/registry";
import type { PictureInfo } from "@/lib/server/types";
import type { SystemDefinition } from "@/lib/systems/types";
import { SystemCardEditor, type SaveSystemCardInput, type StoredSystemCard } from "@/components/system-cards/system-card-editor";

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

afterEach(cleanup);

function setup(save: (input: SaveSystemCardInput) => Promise<ActionResult<StoredSystemCard>>) {
  render(<SystemCardEditor definition={altered} card={stored} deckName="Deck" otherCards={[]} save={save} />);
}

const versionField = () => screen.getByLabelText(/^Version/).closest("[data-field]") as HTMLElement;

describe("SystemCardEditor", () => {
  it("ALT-version-rarity: flags the version live and clears the finding when fixed", () => {
    setup(vi.fn());
    expect(versionField().textContent).toContain("ALT-version-rarity");
    fireEvent.change(screen.getByLabelText(/^Version/), { target: { value: "ALT-042-R" } });
    expect(versionField().textContent).not.toContain("ALT-version-rarity");
  });

  it("saves a card with findings (forest 25 is lint, not a refusal)", async () => {
    const save = vi.fn(async (input: SaveSystemCardInput): Promise<ActionResult<StoredSystemCard>> => ({ ok: true, value: { ...input.card, id: input.id, version: input.version + 1, pictureId: input.pictureId, imagePath: null } }));
    setup(save);
    fireEvent.change(screen.getByLabelText(/^Forest/), { target: { value: "25" } });
    expect(screen.getByLabelText(/^Forest/).closest("[data-field]")?.textContent).toContain("field-range");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(save).toHaveBeenCalledOnce();
    expect(save.mock.calls[0]?.[0].card.fields.forest).toBe(25);
    expect(screen.getByTestId("save-status").textContent).toBe("Saved (version 2)");
  });

  it("does not send a number that is not whole", async () => {
    const save = vi.fn();
    setup(save);
    fireEvent.change(screen.getByLabelText(/^Hand cost/), { target: { value: "2.5" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByText(/Not saved/)).toBeTruthy();
    expect((screen.getByLabelText(/^Hand cost/) as HTMLInputElement).value).toBe("2.5");
  });

  it("a 409 keeps what was typed and saves it over theirs on request", async () => {
    const theirs: StoredSystemCard = { ...stored, version: 2, fields: { ...stored.fields, name: "Theirs" } };
    const save = vi
      .fn<(input: SaveSystemCardInput) => Promise<ActionResult<StoredSystemCard>>>()
      .mockResolvedValueOnce({ ok: false, error: { code: "conflict", message: "someone else saved", issues: [], current: theirs } })
      .mockImplementationOnce(async (input) => ({ ok: true, value: { ...input.card, id: input.id, version: 3, pictureId: null, imagePath: null } }));
    setup(save);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: "Mine" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(screen.getByText(/Someone else saved this card/)).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe("Mine");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save mine over theirs" })));
    expect(save.mock.calls[1]?.[0]).toMatchObject({ version: 2, card: { fields: { name: "Mine" } } });
    expect(screen.getByTestId("save-status").textContent).toBe("Saved (version 3)");
  });

  it("a 422 with a path shows the server's message at that field", async () => {
    const save = vi.fn(
      async (): Promise<ActionResult<StoredSystemCard>> => ({
        ok: false,
        error: { code: "validation", message: "fields.water: expected a number", issues: [{ path: "changes.fields.water", message: "Water must be a number, not text" }] },
      }),
    );
    setup(save);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(screen.getByLabelText(/^Water/).closest("[data-field]")?.textContent).toContain("Water must be a number, not text");
  });

  it("a type without an image field shows no picture chooser (Altered cards print without one)", () => {
    render(<SystemCardEditor definition={altered} card={stored} deckName="Deck" otherCards={[]} save={vi.fn()} pictures={{ packId: "p1", list: [] }} />);
    expect(screen.queryByRole("group", { name: "Picture" })).toBeNull();
  });
});

describe("SystemCardEditor: the card's own picture (GEN-161, a picture per card)", () => {
  const genesis = findSystem("got-genesis")?.definition as SystemDefinition;
  const picture = (id: string, name: string): PictureInfo => ({
    id,
    packId: "p1",
    role: "card",
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

  it("shows the picture chooser with the pack's pictures, the print size, and saves the chosen one", async () => {
    const save = vi.fn(async (input: SaveSystemCardInput): Promise<ActionResult<StoredSystemCard>> => ({ ok: true, value: { ...input.card, id: input.id, version: 5, pictureId: input.pictureId, imagePath: null } }));
    const preview = vi.fn(async () => ({ ok: false as const, error: { code: "validation" as const, message: "no preview in this test", issues: [] } }));
    render(
      <SystemCardEditor
        definition={genesis}
        card={card}
        deckName="Deck"
        otherCards={[]}
        save={save}
        preview={preview}
        pictures={{ packId: "p1", list: [picture("pic-a", "Planet"), picture("pic-b", "Ship")] }}
      />,
    );
    const group = screen.getByRole("group", { name: "Picture" });
    expect(group.closest("[data-field]")?.getAttribute("data-field")).toBe("picture");
    // The face's picture area: 119 x 82 mm, 1406 x 969 px at 300 dpi.
    expect(screen.getByText(/The picture area is 119 × 82 mm; 1406 × 969 px prints at 300 dpi/)).toBeTruthy();
    const choose = screen.getByLabelText("Choose a picture of the pack") as HTMLSelectElement;
    expect(choose.value).toBe("pic-a");
    expect(screen.getByTestId("save-status").textContent).toBe("Version 4");
    fireEvent.change(choose, { target: { value: "pic-b" } });
    expect(screen.getByTestId("save-status").textContent).toBe("Unsaved changes");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    expect(save.mock.calls[0]?.[0]).toMatchObject({ id: "g-1", version: 4, pictureId: "pic-b" });
    expect(screen.getByTestId("save-status").textContent).toBe("Saved (version 5)");
  });

  it("removing the picture saves none; the preview is asked with the chosen picture", async () => {
    vi.useFakeTimers();
    try {
      const save = vi.fn(async (input: SaveSystemCardInput): Promise<ActionResult<StoredSystemCard>> => ({ ok: true, value: { ...input.card, id: input.id, version: 5, pictureId: input.pictureId, imagePath: null } }));
      const preview = vi.fn(async () => ({ ok: false as const, error: { code: "validation" as const, message: "no preview in this test", issues: [] } }));
      render(<SystemCardEditor definition={genesis} card={card} deckName="Deck" otherCards={[]} save={save} preview={preview} pictures={{ packId: "p1", list: [picture("pic-a", "Planet")] }} />);
      await act(async () => vi.advanceTimersByTime(300));
      expect(preview).toHaveBeenLastCalledWith(expect.objectContaining({ identifier: "GEN-1" }), "pic-a");
      fireEvent.click(screen.getByRole("button", { name: "Remove the picture" }));
      await act(async () => vi.advanceTimersByTime(300));
      expect(preview).toHaveBeenLastCalledWith(expect.objectContaining({ identifier: "GEN-1" }), null);
      await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
      expect(save.mock.calls[0]?.[0].pictureId).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
