// @vitest-environment jsdom
/**
 * The print dialog's options for a pack of any system: the attribute text mode only where the
 * system's cards have attribute text (GOT CGS), the deck selector in the system's own words.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_FORM, PrintOptionsForm } from "@/components/print/print-options";

afterEach(cleanup);

const base = { form: DEFAULT_FORM, onChange: () => {}, errors: {}, calibrationHref: "/cal" };

describe("PrintOptionsForm", () => {
  it("offers the attribute text mode and era decks for GOT CGS (the defaults)", () => {
    render(<PrintOptionsForm {...base} eras={["Fog Years", "Beacon Years"]} />);
    expect(screen.queryByText("Attribute text")).not.toBeNull();
    expect(screen.queryByText("All era decks")).not.toBeNull();
  });

  it("hides the attribute text mode for a system without attribute text and names its decks", () => {
    render(<PrintOptionsForm {...base} eras={["Axiom", "Lyra"]} attributeMode={false} deckNoun="deck" />);
    expect(screen.queryByText("Attribute text")).toBeNull();
    expect(screen.queryByText("All decks")).not.toBeNull();
    expect(screen.queryByText("Paper")).not.toBeNull();
  });
});
