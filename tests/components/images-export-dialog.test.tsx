// @vitest-environment jsdom
/**
 * Card images from the Export menu (components/csv-import/images-export-dialog.tsx): the export
 * starts when the dialog opens, shows progress while the server draws, Cancel aborts the
 * request; a finished zip is saved and the dialog says what it holds and its warnings.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ImagesExportDialog } from "@/components/csv-import/images-export-dialog";
import { polyfillDialog } from "./fixtures";

let sent: { url: string; signal: AbortSignal | null | undefined }[];
let hold: boolean;
const saved: string[] = [];

beforeAll(polyfillDialog);
beforeEach(() => {
  sent = [];
  hold = false;
  saved.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({ url, signal: init.signal });
      if (hold) return new Promise<Response>((_, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
      const zip = new Uint8Array(1000);
      return new Response(zip, {
        status: 200,
        headers: {
          "content-type": "application/zip",
          "content-length": "1000",
          "content-disposition": 'attachment; filename="Pack-tgc-poker.zip"',
          "x-greenhouse-images": "6",
          "x-greenhouse-cards": "3",
          "x-greenhouse-warnings": encodeURIComponent("LNK-001: text reaches the safe area"),
        },
      });
    }),
  );
  URL.createObjectURL = vi.fn(() => "blob:zip");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const profile = { profile: "tgc-poker", label: "Card images, The Game Crafter poker" };

describe("the card images dialog", () => {
  it("downloads the deck's zip at the profile and says what it holds", async () => {
    await act(async () => {
      render(<ImagesExportDialog profile={profile} onClose={() => {}} packId="p1" deckName="Era One" />);
    });
    expect(sent[0]?.url).toBe("/api/packs/p1/export/png?deck=Era+One&profile=tgc-poker");
    expect(await screen.findByText("Saved Pack-tgc-poker.zip: 6 images of 3 cards.")).toBeTruthy();
    expect(screen.getByText("LNK-001: text reaches the safe area")).toBeTruthy();
    expect(saved).toEqual(["Pack-tgc-poker.zip"]);
  });

  it("shows progress while the server draws, and Cancel aborts the request and closes", async () => {
    hold = true;
    const onClose = vi.fn();
    await act(async () => {
      render(<ImagesExportDialog profile={profile} onClose={onClose} packId="p1" deckName="Era One" />);
    });
    expect(screen.getByRole("progressbar", { name: "Card images progress" })).toBeTruthy();
    expect(sent[0]?.signal?.aborted).toBe(false);
    await act(async () => fireEvent.click(within(screen.getByTestId("export-progress")).getByRole("button", { name: "Cancel" })));
    expect(sent[0]?.signal?.aborted).toBe(true);
    expect(onClose).toHaveBeenCalled();
    expect(saved).toEqual([]);
  });
});
