// @vitest-environment jsdom
/**
 * The system editor re-renders only the section a change touches (issue 28, "Speed"): typing a
 * field's maximum redraws that field's form, not the rules' forms or the layout editor; a rule's
 * message redraws that rule; a region's width the layout editor and not the rules. Counted by
 * wrapping the rule examples' and the layout editor's components (the real ones still render).
 * The scopes the sections get stay one object while what they read reads the same.
 */
import { cleanup, fireEvent, render, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applyEdit } from "@/components/system-editor/edit";
import { useDraftScope } from "@/components/system-editor/scope";
import { SystemEditor } from "@/components/system-editor/system-editor";
import { ToastProvider } from "@/components/ui/toast";
import type { SystemDefinition } from "@/lib/systems/types";
import { tileSystem } from "../server/system-fixture";

const renders = vi.hoisted(() => ({ examples: 0, layout: 0 }));

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: () => {}, refresh: () => {} }) }));
vi.mock("@/components/system-editor/rule-examples", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/components/system-editor/rule-examples")>();
  return {
    ...real,
    ExampleDeckEditor: (props: Parameters<typeof real.ExampleDeckEditor>[0]) => {
      renders.examples++;
      return real.ExampleDeckEditor(props);
    },
  };
});
vi.mock("@/components/system-editor/layout-editor", async (importOriginal) => {
  const real = await importOriginal<typeof import("@/components/system-editor/layout-editor")>();
  return {
    ...real,
    LayoutEditor: (props: Parameters<typeof real.LayoutEditor>[0]) => {
      renders.layout++;
      return <real.LayoutEditor {...props} />;
    },
  };
});

afterEach(() => cleanup());

const control = (path: string) => {
  const el = document.querySelector(`[data-path="${path}"]`);
  if (el === null) throw new Error(`no control at ${path}`);
  return el as HTMLInputElement;
};

/** How many times each counted part rendered while `act` ran. */
function counted(act: () => void): { examples: number; layout: number } {
  const before = { ...renders };
  act();
  return { examples: renders.examples - before.examples, layout: renders.layout - before.layout };
}

describe("the system editor re-renders the section a change touches", () => {
  it("a field's maximum, a rule's message, a region's width", () => {
    render(
      <ToastProvider>
        <SystemEditor initial={tileSystem()} revision={3} builtIn={false} />
      </ToastProvider>,
    );
    expect(renders.examples).toBeGreaterThan(0);
    expect(renders.layout).toBeGreaterThan(0);

    const max = counted(() => fireEvent.change(control("fields[1].type.max"), { target: { value: "19" } }));
    expect(control("fields[1].type.max").value).toBe("19");
    expect(max).toEqual({ examples: 0, layout: 0 });

    const message = counted(() => fireEvent.change(control("deckRules[0].message"), { target: { value: "{value} twice." } }));
    expect(message.examples).toBeGreaterThan(0);
    expect(message.layout).toBe(0);

    const width = counted(() => fireEvent.change(control("faces[0].widthMm"), { target: { value: "64" } }));
    expect(control("faces[0].widthMm").value).toBe("64");
    expect(width.layout).toBeGreaterThan(0);
    expect(width.examples).toBe(0);

    // A field's label is read by the rules' pickers: they redraw.
    const label = counted(() => fireEvent.change(control("fields[1].label"), { target: { value: "Value" } }));
    expect(label.examples).toBeGreaterThan(0);
  });
});

describe("useDraftScope", () => {
  it("is one object while the fields' keys, labels, kinds and values read the same", () => {
    const base = tileSystem();
    const { result, rerender } = renderHook(({ def }: { def: SystemDefinition }) => useDraftScope(def.fields, def.cardTypes), { initialProps: { def: base } });
    const first = result.current;
    expect(first.fields.find((f) => f.key === "number")?.type).toEqual({ kind: "int" });

    const maxed = applyEdit(base, (d) => void ((d.fields[1]!.type as { max?: number }).max = 12));
    rerender({ def: maxed });
    expect(result.current).toBe(first);

    const helped = applyEdit(maxed, (d) => void (d.fields[0]!.help = "Its colour."));
    rerender({ def: helped });
    expect(result.current).toBe(first);

    const valued = applyEdit(helped, (d) => void ((d.fields[0]!.type as { values: string[] }).values = ["red", "blue"]));
    rerender({ def: valued });
    expect(result.current).not.toBe(first);
    expect(result.current.fields[0]?.type).toEqual({ kind: "enum", values: ["red", "blue"] });

    const retyped = applyEdit(valued, (d) => void (d.cardTypes[0]!.label = "Tiles"));
    const scope = result.current;
    rerender({ def: retyped });
    expect(result.current).not.toBe(scope);
    expect(result.current.cardTypes).toBe(retyped.cardTypes);
  });
});
