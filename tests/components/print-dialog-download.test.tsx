// @vitest-environment jsdom
/**
 * The print dialog's "Download PDF" asks the PDF route itself (the URL of the "open the PDF link"
 * beside it), not the streaming ./progress route: one path and one worker for both, with the
 * options chosen in the dialog.
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PrintDialog } from "@/components/print/print-dialog";

const requested: string[] = [];

function answer(url: string): Response {
  if (url.includes("/pdf/preview?")) return new Response(JSON.stringify({ error: { message: "no preview in this test" } }), { status: 422 });
  if (url.includes("/pdf/preflight")) return Response.json({ items: [] });
  const pdf = new TextEncoder().encode("%PDF-1.7 test");
  return new Response(pdf, {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-length": String(pdf.byteLength),
      "content-disposition": 'attachment; filename="tide-cards-a4.pdf"',
      "x-greenhouse-pages": "4",
      "x-greenhouse-sheets": "2",
      "x-greenhouse-cards": "12",
      "x-greenhouse-picture-problems": encodeURIComponent(JSON.stringify(["Card “Ä-1”: its picture is missing."])),
    },
  });
}

beforeEach(() => {
  requested.length = 0;
  localStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      return answer(url);
    }),
  );
  URL.createObjectURL = vi.fn(() => "blob:test");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the print dialog's download", () => {
  it("requests the same PDF route as the PDF link, with the dialog's options, and reports what the route's headers say", async () => {
    render(<PrintDialog packId="pack 1" eras={["Era One"]} />);
    fireEvent.click(await screen.findByText("A3", { exact: true }));
    const link = await screen.findByRole("link", { name: "or open the PDF link" });
    const href = link.getAttribute("href") ?? "";
    expect(href).toMatch(/^\/api\/packs\/pack%201\/pdf\?/);
    expect(new URL(href, "http://x").searchParams.get("paper")).toBe("A3");

    fireEvent.click(screen.getByRole("button", { name: "Download PDF" }));
    const done = await screen.findByTestId("print-done");

    const downloads = requested.filter((url) => !url.includes("/pdf/preview") && !url.includes("/pdf/preflight"));
    expect(downloads).toEqual([href]);
    expect(requested.some((url) => url.includes("/pdf/progress"))).toBe(false);
    expect(done.textContent).toContain("tide-cards-a4.pdf");
    expect(done.textContent).toContain("4 pages");
    expect(done.textContent).toContain("Card “Ä-1”: its picture is missing.");
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
  });

  it("shows the route's error message when it answers 422", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        requested.push(url);
        if (url.includes("/pdf?")) return new Response(JSON.stringify({ error: { message: "This era deck has no cards." } }), { status: 422 });
        return answer(url);
      }),
    );
    render(<PrintDialog packId="p" eras={[]} />);
    fireEvent.click(await screen.findByRole("button", { name: "Download PDF" }));
    await waitFor(() => expect(screen.getAllByRole("alert").some((a) => a.textContent === "This era deck has no cards.")).toBe(true));
  });
});
