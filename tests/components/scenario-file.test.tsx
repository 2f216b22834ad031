// @vitest-environment jsdom
/**
 * The sandbox's scenario file (docs/cli.md "The scenario file"): "Import scenario" is one button that opens
 * the file chooser (the shared FilePickerButton); a greenhouse.scenario/1 file is handed on, a bad
 * one is refused with every problem named by its path and nothing is imported.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScenarioFile } from "@/components/got-cgs/sandbox/scenario-file";

afterEach(cleanup);

function pick(doc: unknown, name = "s.scenario.json") {
  const input = screen.getByLabelText("Import a scenario file");
  fireEvent.change(input, { target: { files: [new File([JSON.stringify(doc)], name, { type: "application/json" })] } });
}

describe("ScenarioFile import", () => {
  const scenario = () => ({ format: "greenhouse.scenario/1" as const, step: "era" as const, players: ["Alice", "Bob"] });

  it("is one button to the file chooser, and hands a scenario file on", async () => {
    const onImport = vi.fn();
    render(<ScenarioFile fileName="p.scenario.json" scenario={scenario} onImport={onImport} />);
    expect(screen.getByRole("button", { name: "Import scenario" })).toBeTruthy();
    pick(scenario());
    await vi.waitFor(() => expect(onImport).toHaveBeenCalledOnce());
    expect(onImport.mock.calls[0]?.[0]).toMatchObject({ step: "era", players: ["Alice", "Bob"] });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("refuses a bad file with its problems by path, and imports nothing", async () => {
    const onImport = vi.fn();
    render(<ScenarioFile fileName="p.scenario.json" scenario={scenario} onImport={onImport} />);
    pick({ ...scenario(), players: ["Alice", "Alice"] }, "twins.json");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("twins.json is not a greenhouse.scenario/1 file; nothing was changed.");
    expect(alert.textContent).toContain("players: player names must be distinct");
    expect(onImport).not.toHaveBeenCalled();
  });
});
