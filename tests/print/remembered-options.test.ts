import { describe, expect, it } from "vitest";
import { DEFAULT_FORM, type PrintForm } from "@/components/print/print-options";
import { loadPrintForm, printFormKey, savePrintForm } from "@/components/print/remembered-options";

function memoryStorage(): Pick<Storage, "getItem" | "setItem"> & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

const ERAS = ["The Fog Years", "The Beacon Years"];
const CHOSEN: PrintForm = { paper: "Letter", bleed: "2", backs: "short-edge", cropMarks: false, era: "The Beacon Years", offsetX: "0.5", offsetY: "-1", instructions: false, attributes: "as-typed" };

describe("remembered print options", () => {
  it("gives back what was saved for the pack, and nothing for another pack", () => {
    const storage = memoryStorage();
    savePrintForm(storage, "pack-a", CHOSEN);
    expect(loadPrintForm(storage, "pack-a", ERAS)).toEqual(CHOSEN);
    expect(loadPrintForm(storage, "pack-b", ERAS)).toBeNull();
  });

  it("forgets an era deck that no longer exists, keeping the rest", () => {
    const storage = memoryStorage();
    savePrintForm(storage, "pack-a", CHOSEN);
    expect(loadPrintForm(storage, "pack-a", ["The Fog Years"])).toEqual({ ...CHOSEN, era: "" });
  });

  it("fills keys an older save lacks with the defaults and ignores a damaged or foreign value", () => {
    const storage = memoryStorage();
    storage.setItem(printFormKey("old"), JSON.stringify({ paper: "A3" }));
    expect(loadPrintForm(storage, "old", ERAS)).toEqual({ ...DEFAULT_FORM, paper: "A3" });
    storage.setItem(printFormKey("bad"), "{not json");
    expect(loadPrintForm(storage, "bad", ERAS)).toBeNull();
    storage.setItem(printFormKey("foreign"), JSON.stringify({ paper: "B5" }));
    expect(loadPrintForm(storage, "foreign", ERAS)).toBeNull();
  });

  it("treats storage that throws as no storage", () => {
    const broken = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => savePrintForm(broken, "pack-a", CHOSEN)).not.toThrow();
    expect(loadPrintForm(broken, "pack-a", ERAS)).toBeNull();
    expect(loadPrintForm(null, "pack-a", ERAS)).toBeNull();
  });
});
