// @vitest-environment jsdom
/**
 * The system editor's Colours by value and Symbols sections (components/system-editor/
 * fill-forms.tsx, symbols-forms.tsx): a fill picks a list field and a colour per value, each
 * checked as typed; a symbol is uploaded per key, shown, refused with the reason, removed.
 */
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SystemEditor } from "@/components/system-editor/system-editor";
import { symbolKeyFromFile } from "@/components/system-editor/symbols-forms";
import { ToastProvider } from "@/components/ui/toast";
import { tileSystem } from "../server/system-fixture";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));

afterEach(() => cleanup());

const renderEditor = () =>
  render(
    <ToastProvider>
      <SystemEditor initial={tileSystem()} revision={3} builtIn={false} />
    </ToastProvider>,
  );

const control = (path: string) => {
  const el = document.querySelector(`[data-path="${path}"]`);
  if (el === null) throw new Error(`no control at ${path}`);
  return el as HTMLInputElement;
};

const upload = (file: File) => fireEvent.change(screen.getByLabelText("Upload a symbol (SVG or PNG)"), { target: { files: [file] } });

describe("Colours by value", () => {
  it("a face fill by the colour field gets a colour per value, a bad colour is shown at its control", () => {
    renderEditor();
    fireEvent.change(control("faces[0].fill.byField"), { target: { value: "colour" } });
    const red = control("faces[0].fill.values.red");
    expect(control("faces[0].fill.values.yellow")).toBeTruthy();
    fireEvent.change(red, { target: { value: "crimson" } });
    expect(red.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getAllByText(/hex colour/).length).toBeGreaterThan(0);
    fireEvent.change(red, { target: { value: "#c0392b" } });
    expect(red.getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("status", { name: "Save state" }).textContent).toContain("Unsaved changes; the definition checks.");
  });
});

describe("Symbols", () => {
  it("keys from file names", () => {
    expect(symbolKeyFromFile("Forest icon.svg")).toBe("forest-icon");
    expect(symbolKeyFromFile("_x.png")).toBe("x");
  });
  it("an uploaded SVG is listed with its thumbnail and can be removed", async () => {
    renderEditor();
    upload(new File(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4"/></svg>'], "Forest.svg", { type: "image/svg+xml" }));
    const thumb = await screen.findByAltText(":forest:");
    expect(thumb.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(control("symbols[0].key").value).toBe("forest");
    fireEvent.click(screen.getByRole("button", { name: "Remove :forest:" }));
    await waitFor(() => expect(screen.queryByAltText(":forest:")).toBeNull());
  });
  it("an SVG with a script is shown with the reason and blocks the save; a GIF is refused before", async () => {
    renderEditor();
    upload(new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], "bad.svg", { type: "image/svg+xml" }));
    expect(await screen.findByText(/contains a <script>; remove it/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    upload(new File(["GIF89a"], "pic.gif", { type: "image/gif" }));
    expect(await screen.findByText("pic.gif is neither an SVG nor a PNG; upload one of those.")).toBeTruthy();
  });
});
