// @vitest-environment jsdom
/**
 * The Export menu's Tabletop Simulator dialog (components/csv-import/tts-export-dialog.tsx)
 * against a stand-in server: "my own hosting" refuses a bad base URL with the fix and asks the
 * server nothing; "links from this server" publishes, offers the saved object, lists the link
 * and revokes it after asking; a long publish shows progress and Cancel aborts the request.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TtsExportDialog } from "@/components/csv-import/tts-export-dialog";
import type { ExportLinkDto } from "@/lib/server/export-links";
import { polyfillDialog } from "./fixtures";

const TOKEN = "A".repeat(43);
const link: ExportLinkDto = {
  id: "link1",
  deck: "Era One",
  createdBy: "edna",
  createdAt: new Date().toISOString(),
  revokedAt: null,
  files: 3,
  size: 2_400_000,
  savedObjectPath: `/api/export-links/${TOKEN}/Link_Pack.json`,
};

interface Sent {
  method: string;
  url: string;
  body: unknown;
  signal: AbortSignal | null | undefined;
}
let sent: Sent[];
let links: ExportLinkDto[];
let holdPost: boolean;

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeAll(polyfillDialog);
beforeEach(() => {
  sent = [];
  links = [];
  holdPost = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      sent.push({ method, url, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined, signal: init.signal });
      if (url.endsWith("/export/tts/links") && method === "GET") return answer({ links });
      if (url.endsWith("/export/tts/links") && method === "POST") {
        if (holdPost) {
          return new Promise<Response>((_, reject) => init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
        }
        links = [link];
        return answer({ link, savedObjectUrl: `http://127.0.0.1:3000${link.savedObjectPath}`, warnings: [] }, 201);
      }
      if (url.endsWith("/export/tts/links/link1") && method === "DELETE") {
        links = [{ ...link, revokedAt: new Date().toISOString(), files: 0, size: 0, savedObjectPath: null }];
        return answer({ link: links[0] });
      }
      return answer({ error: { message: `unexpected ${method} ${url}` } }, 500);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => render(<TtsExportDialog open onClose={() => {}} packId="p1" deckName="Era One" />);

describe("the Tabletop Simulator dialog", () => {
  it("my own hosting: a missing or bad base URL is refused with how to fix it, and nothing is asked of the server", async () => {
    open();
    await waitFor(() => expect(sent.some((s) => s.method === "GET")).toBe(true));
    fireEvent.click(screen.getByLabelText("My own hosting"));
    fireEvent.click(screen.getByRole("button", { name: /Download zip/ }));
    expect(await screen.findByText(/Give the address where you will put the sheets/)).toBeTruthy();
    const field = screen.getByLabelText("Base URL");
    fireEvent.change(field, { target: { value: "ftp://cards.example/deck" } });
    expect(screen.getByText(/must start with https:\/\//)).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: /Download zip/ }));
    expect(sent.filter((s) => s.url.includes("/export/tts?"))).toEqual([]);
    fireEvent.change(field, { target: { value: "https://cards.example/deck" } });
    expect(screen.queryByText(/must start with https:\/\//)).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBeNull();
  });

  it("links from this server: publishes the deck, offers the saved object, lists the link and revokes it after asking", async () => {
    open();
    expect(await screen.findByText("None yet.")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Publish links/ })));
    expect(sent.find((s) => s.method === "POST")).toMatchObject({ url: "/api/packs/p1/export/tts/links", body: { deck: "Era One" } });
    const saved = await screen.findByTestId("saved-object");
    expect(screen.getByText(/^Published\./)).toBeTruthy();
    expect(saved.getAttribute("href")).toBe(link.savedObjectPath);
    const row = await screen.findByTestId("export-link");
    expect(within(row).getByText("Era One")).toBeTruthy();
    expect(within(row).getByText(/3 files, 2.3 MB/)).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Revoke" }));
    const confirm = await screen.findByRole("dialog", { name: "Revoke this link?" });
    await act(async () => fireEvent.click(within(confirm).getByRole("button", { name: "Revoke" })));
    expect(sent.find((s) => s.method === "DELETE")?.url).toBe("/api/packs/p1/export/tts/links/link1");
    await waitFor(() => expect(within(screen.getByTestId("export-link")).getByText(/revoked/)).toBeTruthy());
    expect(screen.queryByTestId("saved-object")).toBeNull();
    expect(screen.queryByText(/^Published\./)).toBeNull();
  });

  it("shows progress while the server draws, and Cancel aborts the request", async () => {
    holdPost = true;
    open();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: /Publish links/ })));
    expect(screen.getByRole("progressbar", { name: "Tabletop Simulator export progress" })).toBeTruthy();
    const post = sent.find((s) => s.method === "POST");
    expect(post?.signal?.aborted).toBe(false);
    await act(async () => fireEvent.click(within(screen.getByTestId("export-progress")).getByRole("button", { name: "Cancel" })));
    expect(post?.signal?.aborted).toBe(true);
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
