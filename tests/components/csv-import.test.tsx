// @vitest-environment jsdom
/**
 * The CSV import page's steps (components/csv-import/csv-import.tsx over use-csv-import.ts)
 * against a stand-in server: a chosen file is previewed with the guessed mapping, a changed
 * mapping asks again, a row with problems keeps the button off until it is left out, and the
 * import sends the mapping and the choice, then goes back to the era; a failed answer shows its
 * issues; a file over 5 MB is refused before anything is sent.
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CsvImport } from "@/components/csv-import/csv-import";
import { ToastProvider } from "@/components/ui/toast";
import type { FieldCsvPreview, SystemCsvPreviewRow } from "@/lib/server/preview-csv";

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push, refresh: () => {} }) }));

const row = (line: number, ok: boolean): SystemCsvPreviewRow => ({
  line,
  identifier: `C${line}`,
  type: "character",
  card: ok ? { identifier: `C${line}`, copies: 1, type: "character", fields: { name: `Tide ${line}` } } : null,
  issues: ok ? [] : [{ path: "type", message: "unknown card type 'hero'" }],
  lint: null,
});

const preview = (mapping: Record<string, string>): FieldCsvPreview => ({
  mode: "fields",
  columns: ["Name", "Kind"],
  mapping,
  issues: [],
  valid: 2,
  invalid: 1,
  targets: [
    { value: "", label: "nowhere" },
    { value: "field:name", label: "name" },
    { value: "type", label: "card type" },
  ],
  deckNoun: "deck",
  rows: [row(2, true), row(3, true), row(4, false)],
});

interface Sent {
  url: string;
  body: { text: string; mapping?: Record<string, string>; skipInvalid?: boolean };
}
let sent: Sent[];
let importAnswer: Response;

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  sent = [];
  push.mockReset();
  importAnswer = answer({ created: 2, skipped: 1 });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Sent["body"];
      sent.push({ url, body });
      if (url.endsWith("/csv/preview")) return answer(preview(body.mapping ?? { Name: "field:name", Kind: "type" }));
      if (url.endsWith("/csv/import")) return importAnswer;
      return answer({ error: { message: "unexpected" } }, 500);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TEXT = "Name,Kind\nTide 2,character\nTide 3,character\nTide 4,hero\n";

function choose(text = TEXT, name = "cards.csv") {
  const input = screen.getByTestId("csv-input") as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([text], name, { type: "text/csv" })] } });
}

const renderImport = () =>
  render(
    <ToastProvider>
      <CsvImport packId="p1" eraId="e1" eraName="Era One" />
    </ToastProvider>,
  );

describe("the CSV import", () => {
  it("previews a file, asks again for a new mapping, and imports once the bad row is left out", async () => {
    renderImport();
    choose();
    await screen.findByText("2. Map the columns");
    expect(sent).toEqual([{ url: "/api/decks/e1/csv/preview", body: { text: TEXT } }]);
    expect(screen.getByText("cards.csv")).toBeTruthy();
    expect(screen.getAllByTestId("csv-row")).toHaveLength(3);
    const button = screen.getByRole("button", { name: "Import 2 cards" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.getByText(/1 row has problems: fix it in the file, or leave it out\./)).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Where the column Kind goes"), { target: { value: "" } });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({ url: "/api/decks/e1/csv/preview", body: { text: TEXT, mapping: { Name: "field:name", Kind: "" } } });

    fireEvent.click(screen.getByRole("checkbox", { name: /Leave out the 1 row with problems/ }));
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(push).toHaveBeenCalledWith("/packs/p1/eras/e1"));
    expect(sent[2]).toEqual({ url: "/api/decks/e1/csv/import", body: { text: TEXT, mapping: { Name: "field:name", Kind: "" }, skipInvalid: true } });
  });

  it("shows a refused import's issues and stays on the page", async () => {
    importAnswer = answer({ error: { message: "The rows do not fit the deck.", issues: [{ path: "rows[2].type", message: "no such type" }] } }, 422);
    renderImport();
    choose();
    await screen.findByText("2. Map the columns");
    fireEvent.click(screen.getByRole("checkbox", { name: /Leave out/ }));
    fireEvent.click(screen.getByRole("button", { name: "Import 2 cards" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The rows do not fit the deck.");
    expect(alert.textContent).toContain("rows[2].type: no such type");
    expect(push).not.toHaveBeenCalled();
  });

  it("refuses a file over 5 MB without asking the server", async () => {
    renderImport();
    choose("x".repeat(5 * 1024 * 1024 + 1), "huge.csv");
    expect((await screen.findByRole("alert")).textContent).toContain("“huge.csv” is larger than 5 MB");
    expect(sent).toEqual([]);
  });
});
