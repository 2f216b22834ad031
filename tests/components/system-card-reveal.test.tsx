// @vitest-environment jsdom
/**
 * A data-system card opened from the Problems tab opens at the finding's field (issue 26, the
 * GOT CGS editor's reveal made every system's): `?field=handCost` puts the cursor in Hand cost;
 * a key the definition lacks is ignored, and typing afterwards is not pulled back.
 */
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetStoredCards } from "@/components/card-editor/use-card-autosave";
import { SystemCardEditor } from "@/components/system-cards/system-card-editor";
import { revealedField } from "@/components/system-cards/reveal-field";
import { ToastProvider } from "@/components/ui/toast";
import { findSystem } from "@/lib/systems/registry";
import type { SystemDefinition } from "@/lib/systems/types";
import { ALTERED_STORED_CARD, polyfillDialog } from "./fixtures";

const altered = findSystem("altered")?.definition as SystemDefinition;
const stored = ALTERED_STORED_CARD;

beforeAll(() => {
  polyfillDialog();
  // jsdom lays nothing out: scrolling is a no-op to observe.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  forgetStoredCards();
});

function open(reveal: string | null) {
  render(
    <ToastProvider>
      <SystemCardEditor definition={altered} card={stored} deckName="Deck" otherCards={[]} save={async (input) => ({ ok: true, value: { ...stored, ...input.card, version: input.version + 1 } })} reveal={reveal} />
    </ToastProvider>,
  );
}

describe("a data-system card form opened at a field", () => {
  it("accepts the definition's field keys and the card's own keys, nothing else", () => {
    expect(revealedField(altered, "handCost")).toBe("handCost");
    expect(revealedField(altered, "$copies")).toBe("$copies");
    expect(revealedField(altered, "$type")).toBe("$type");
    expect(revealedField(altered, "attributes")).toBeNull();
    expect(revealedField(altered, '"] input, [x="')).toBeNull();
    expect(revealedField(altered, ["handCost", "name"])).toBeNull();
    expect(revealedField(altered, undefined)).toBeNull();
  });

  it("puts the cursor in the field and scrolls to it, once", () => {
    open("handCost");
    const handCost = screen.getByLabelText(/^Hand cost/);
    expect(document.activeElement).toBe(handCost);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    // The designer moves on: a render after a keystroke does not take the cursor back.
    const name = screen.getByLabelText(/^Name/) as HTMLInputElement;
    name.focus();
    fireEvent.change(name, { target: { value: "Sierra, Explorer" } });
    expect(document.activeElement).toBe(name);
  });

  it("the card's copies, by their own key", () => {
    open("$copies");
    expect(document.activeElement).toBe(screen.getByLabelText("Copies"));
  });

  it("without a field, nothing takes the cursor", () => {
    open(null);
    expect(document.activeElement).toBe(document.body);
  });
});
