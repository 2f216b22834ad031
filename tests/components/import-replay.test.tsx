// @vitest-environment jsdom
/**
 * Importing a greenhouse.replay/1 file on the Play page: one button opens the file chooser (the
 * shared FilePickerButton); the file is posted to /api/games/import and the replay opens step by
 * step; a file that is not JSON, or one the server refuses, says why and leaves the button usable.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));
const { ImportReplay } = await import("@/app/packs/[packId]/play/import-replay");

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  push.mockReset();
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const button = () => screen.getByRole("button", { name: /Import a replay/ });
function pick(text: string) {
  fireEvent.change(screen.getByLabelText("Import a replay"), { target: { files: [new File([text], "game.replay.json", { type: "application/json" })] } });
}

describe("ImportReplay", () => {
  it("posts the picked file and opens the imported replay", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ id: "g2" }), { status: 201 }));
    render(<ImportReplay packId="p 1" />);
    pick('{"format":"greenhouse.replay/1"}');
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith("/packs/p 1/play/g2?replay=1"));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/games/import?packId=p%201");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ format: "greenhouse.replay/1" });
  });

  it("says a file is not JSON without asking the server, and the button works again", async () => {
    render(<ImportReplay packId="p" />);
    pick("not json");
    expect((await screen.findByRole("alert")).textContent).toBe("The file is not JSON.");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(button().hasAttribute("disabled")).toBe(false);
  });

  it("shows the server's refusal and stays on the page", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: { message: "This replay is of another pack." } }), { status: 422 }));
    render(<ImportReplay packId="p" />);
    pick('{"format":"greenhouse.replay/1"}');
    expect((await screen.findByRole("alert")).textContent).toBe("This replay is of another pack.");
    expect(push).not.toHaveBeenCalled();
    expect(button().getAttribute("aria-busy")).toBeNull();
  });
});
