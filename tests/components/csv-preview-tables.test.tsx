// @vitest-environment jsdom
/**
 * Both CSV previews (attribute text for GOT CGS, fields for data systems) share one frame: the
 * headings, the first page of rows, and "Show more" that adds the next page.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { FieldPreviewTable } from "@/components/csv-import/field-preview-table";
import { PREVIEW_PAGE } from "@/components/csv-import/preview-parts";
import { PreviewTable } from "@/components/csv-import/preview-table";
import type { CsvRow } from "@/lib/packs/csv";
import type { SystemCsvPreviewRow } from "@/lib/server/preview-csv";

afterEach(cleanup);

const fieldRow = (line: number): SystemCsvPreviewRow => ({
  line,
  identifier: `C${line}`,
  type: "character",
  card: { identifier: `C${line}`, copies: 2, type: "character", fields: { name: `Tide ${line}`, handCost: 3 } },
  issues: [],
  lint: null,
});

describe("the CSV preview tables", () => {
  it("the field preview shows a page of rows, then the rest after 'Show more'", () => {
    const rows = Array.from({ length: PREVIEW_PAGE + 7 }, (_, i) => fieldRow(i + 2));
    render(<FieldPreviewTable rows={rows} />);
    const table = screen.getByRole("table", { name: "Rows to import" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Line", "Identifier", "Type", "Copies", "Fields", "Problems"]);
    expect(screen.getAllByTestId("csv-row")).toHaveLength(PREVIEW_PAGE);
    expect(screen.getAllByTestId("csv-row")[0]?.textContent).toContain("name: Tide 2 · handCost: 3");
    fireEvent.click(screen.getByRole("button", { name: "Show 7 more of 7 rows" }));
    expect(screen.getAllByTestId("csv-row")).toHaveLength(PREVIEW_PAGE + 7);
    expect(screen.queryByRole("button", { name: /Show \d+ more/ })).toBeNull();
  });

  it("a blocked field row lists its problems by column and is not 'ready'", () => {
    const bad: SystemCsvPreviewRow = { line: 3, identifier: "X1", type: null, card: null, issues: [{ path: "type", message: "unknown card type 'hero'" }], lint: null };
    render(<FieldPreviewTable rows={[fieldRow(2), bad]} />);
    const [ok, blocked] = screen.getAllByTestId("csv-row");
    expect(ok?.textContent).toContain("ready");
    expect(within(blocked as HTMLElement).getByRole("list", { name: "Problems of line 3" }).textContent).toBe("type: unknown card type 'hero'");
    expect(blocked?.textContent).not.toContain("ready");
  });

  it("the attribute preview analyses each shown row: its type and its findings", () => {
    const rows: CsvRow[] = [
      { line: 2, identifier: "A1", attributes: "Type: Support", card: null, issues: [{ path: "copies", message: "copies must be a whole number" }] },
    ];
    render(<PreviewTable rows={rows} />);
    const table = screen.getByRole("table", { name: "Rows to import" });
    expect(within(table).getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["Line", "Identifier", "Format", "Copies", "Type", "Attributes", "Problems"]);
    const row = screen.getByTestId("csv-row");
    expect(row.textContent).toContain("Support");
    expect(row.textContent).toContain("copies: copies must be a whole number");
  });
});
