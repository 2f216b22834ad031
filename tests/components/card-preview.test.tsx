// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { CardPreview as EditorPreview } from "@/components/card-editor/card-preview";
import { CardPreview } from "@/components/got-cgs/card-preview/card-preview";
import { systemUi } from "@/components/systems-ui-registry";
import { GOT_CGS_DEFINITION } from "@/lib/systems/got-cgs/system";

afterEach(cleanup);

const base = { identifier: "GEN-001", directive: "Go.", attributes: 'Type "Adventure"\nAC\n  Sway 2', lore: "Once." };

function frame(container: HTMLElement): HTMLElement {
  const el = container.querySelector<HTMLElement>("[data-format]");
  if (!el) throw new Error("no card frame");
  return el;
}

describe("CardPreview", () => {
  it("draws a silver card at 63 x 88 with a red border for an adventure", () => {
    const { container } = render(<CardPreview {...base} format="silver" type="Adventure" />);
    const card = frame(container);
    expect(card.style.aspectRatio).toBe("63 / 88");
    expect(card.style.borderColor).toBe("var(--color-adventure)");
    expect(screen.getByText(/Adventure \(red border\)/)).toBeTruthy();
  });

  it("uses blue for support and a neutral border (and says why) without a Type", () => {
    const { container, rerender } = render(<CardPreview {...base} format="silver" type="Support" />);
    expect(frame(container).style.borderColor).toBe("var(--color-support)");
    rerender(<CardPreview {...base} format="silver" type={null} />);
    expect(frame(container).style.borderColor).not.toMatch(/adventure|support/);
    expect(screen.getByText(/no Type/)).toBeTruthy();
  });

  it("draws a kind that is no GOT CGS Type as none", () => {
    const { container } = render(<CardPreview {...base} format="silver" type="Battle" />);
    expect(frame(container).dataset.type).toBe("none");
    expect(frame(container).style.borderColor).not.toMatch(/adventure|support/);
    expect(screen.getByText(/no Type/)).toBeTruthy();
  });

  it("is GOT CGS's card preview in the UI registry, the one the card editor draws", () => {
    expect(systemUi(GOT_CGS_DEFINITION.key)?.cardPreview).toBe(CardPreview);
    expect(EditorPreview).toBe(CardPreview);
  });

  it("places the four text areas, with the texts in them", () => {
    const { container } = render(<CardPreview {...base} format="silver" type="Adventure" />);
    const areas = [...container.querySelectorAll<HTMLElement>("[data-area]")].map((a) => a.dataset.area);
    expect(areas).toEqual(["directive", "attributes", "lore", "identifier"]);
    expect(container.querySelector('[data-area="lore"]')?.textContent).toBe("Once.");
    expect(container.querySelector('[data-area="attributes"]')?.textContent).toContain("Sway 2");
  });

  it("draws gold cards at 125 x 176, turned for landscape, over their picture", () => {
    const { container, rerender } = render(<CardPreview {...base} format="gold" orientation="portrait" type="Support" pictureUrl="/api/pictures/p1" />);
    expect(frame(container).style.aspectRatio).toBe("125 / 176");
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/api/pictures/p1");
    rerender(<CardPreview {...base} format="gold" orientation="landscape" type="Support" />);
    expect(frame(container).style.aspectRatio).toBe("176 / 125");
    expect(container.querySelector("img")).toBeNull();
  });

  it("labels an empty area so the designer sees where its text will go", () => {
    const { container } = render(<CardPreview {...base} lore="" format="silver" type="Support" />);
    expect(container.querySelector('[data-area="lore"]')?.textContent).toBe("lore");
  });
});
