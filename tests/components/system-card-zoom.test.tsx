// @vitest-environment jsdom
/**
 * The data-system card editor zooms its face preview, as GOT CGS's editor does (issue 26: its
 * features every system's): Zoom opens the same scene in a dialog, as large as the window allows
 * at the face's proportions; without a scene there is nothing to zoom.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { SystemCardAside, zoomWidth } from "@/components/system-cards/system-card-aside";
import type { FaceScene } from "@/components/system-cards/face-preview";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";
import { polyfillDialog } from "./fixtures";

const altered = findSystem("altered")?.definition as SystemDefinition;
const scene = { size: { width: 63, height: 88 }, nodes: [] } as unknown as FaceScene;

beforeAll(polyfillDialog);
afterEach(cleanup);

describe("zooming a data-system card's preview", () => {
  it("sizes the zoom by the face's proportions and the window, whichever binds", () => {
    // A tall window: the width binds (80 % of 1000 px), not the height.
    expect(zoomWidth({ width: 63, height: 88 }, { width: 1000, height: 4000 })).toBe(800);
    // A wide window: 68 % of the height at 63 : 88.
    expect(zoomWidth({ width: 63, height: 88 }, { width: 3000, height: 900 })).toBe(Math.round((612 * 63) / 88));
    // A landscape face in the same window is wider than a portrait one.
    expect(zoomWidth({ width: 88, height: 63 }, { width: 3000, height: 900 })).toBeGreaterThan(zoomWidth({ width: 63, height: 88 }, { width: 3000, height: 900 }));
  });

  it("opens the printed face in a dialog, and closes it", () => {
    render(<SystemCardAside definition={altered} scene={{ scene, message: "" }} identifier="ALT-1" deckName="Deck" findings={[]} />);
    expect(screen.getAllByRole("img")).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Zoom" }));
    const dialog = screen.getByRole("dialog", { name: "ALT-1 as printed" });
    const zoomed = within(dialog).getByRole("img", { name: "Front of ALT-1 as printed, zoomed" });
    expect(Number(zoomed.getAttribute("width"))).toBeGreaterThan(260);
    expect(zoomed.getAttribute("viewBox")).toBe("0 0 63 88");
    fireEvent.click(within(dialog).getByRole("button", { name: /close/i }));
    expect(screen.queryByRole("img", { name: /zoomed/ })).toBeNull();
  });

  it("has no Zoom while the preview is not drawn", () => {
    render(<SystemCardAside definition={altered} scene={{ scene: null, message: "Drawing the card…" }} identifier="ALT-1" deckName="Deck" findings={[]} />);
    expect(screen.queryByRole("button", { name: "Zoom" })).toBeNull();
    expect(screen.getByText("Drawing the card…")).toBeDefined();
  });
});
