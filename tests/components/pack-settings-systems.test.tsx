// @vitest-environment jsdom
/**
 * The Settings tab draws what the pack's system keeps: a Genesis or Altered pack has no GOT CGS
 * instructions (affiliations, era setup times), and saving its settings keeps the instructions the
 * form does not edit (a Genesis pack's custom abilities). The Simulate page's Compare offers only
 * the packs it is given and shows a refusal next to its button.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/lib/action-result";
import type { PackDetail } from "@/lib/server/types";

vi.mock("next/navigation", async (real) => ({ ...(await real<typeof import("next/navigation")>()), useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const { SettingsForm } = await import("@/components/packs/settings-form");
const { changesOf, valuesOf } = await import("@/components/packs/settings-model");
const { ToastProvider } = await import("@/components/ui/toast");

afterEach(cleanup);

const packOf = (system: string, instructions: Record<string, unknown>): PackDetail =>
  ({
    id: "p1",
    system,
    name: "Core",
    game: "Genesis",
    type: "edition",
    instructions,
    aliases: [],
    version: 1,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
    eras: [],
    pictures: [],
    cards: 0,
    copies: 0,
  }) as unknown as PackDetail;

describe("the settings form follows the pack's system", () => {
  it("a Genesis pack: name, game and type only, and its custom abilities are sent back unchanged", async () => {
    const pack = packOf("got-genesis", { customAbilities: ["Bloom"] });
    const updatePack = vi.fn(async (): Promise<ActionResult<PackDetail>> => ({ ok: true, value: pack }));
    render(
      <ToastProvider>
        <SettingsForm pack={pack} updatePack={updatePack} />
      </ToastProvider>,
    );
    expect(screen.queryByLabelText("Affiliations")).toBeNull();
    expect(screen.queryByLabelText(/Era setup duration/)).toBeNull();
    expect(screen.queryByLabelText("Number of players")).toBeNull();
    fireEvent.change(screen.getByLabelText("Pack name"), { target: { value: "Core 2" } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save changes" })));
    expect(updatePack).toHaveBeenCalledWith("p1", 1, { name: "Core 2", game: "Genesis", type: "edition", instructions: { customAbilities: ["Bloom"] } });
  });

  it("a GOT CGS pack keeps its players, affiliations and era times", () => {
    render(
      <ToastProvider>
        <SettingsForm pack={packOf("got-cgs", { players: 2 })} updatePack={vi.fn()} />
      </ToastProvider>,
    );
    expect(screen.getByLabelText("Number of players")).toBeTruthy();
    expect(screen.getByLabelText(/Era setup duration/)).toBeTruthy();
  });

  it("an Altered pack's instructions the form does not show stay as they were", () => {
    const values = valuesOf(packOf("altered", { players: 3, goals: "win" }));
    expect(values.minutes).toEqual({});
    expect(changesOf(values).changes.instructions).toEqual({ players: 3, goals: "win" });
  });
});
