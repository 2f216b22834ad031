"use client";
/**
 * The playground: pick an example card (or type your own), see its problems and what the card
 * means to the rules. Nothing is saved.
 */
import { useMemo, useRef, useState } from "react";
import { AttributeEditor, type AttributeEditorApi } from "@/components/attribute-editor";
import { Button } from "@/components/ui/button";
import { Segmented } from "@/components/ui/segmented";
import { cardModel } from "@/lib/attributes/analyze";
import type { Diagnostic } from "@/lib/attributes/diagnostics";
import { PROSE_CARDS, RULEBOOK_CARDS } from "@/lib/attributes/rulebook-examples";
import { CardMeaning } from "./card-meaning";
import { ProblemList } from "./problem-list";

interface Example {
  readonly id: string;
  readonly label: string;
  readonly group: string;
  readonly text: string;
}

const EXAMPLES: readonly Example[] = [
  ...RULEBOOK_CARDS.map((c) => ({
    id: c.id,
    label: c.directive === "" ? `${c.id.replace(/-/g, " ")}` : c.directive,
    group: c.section.replace("Examples ► ", ""),
    text: c.attributes,
  })),
  ...PROSE_CARDS.map((c) => ({ id: c.id, label: `“${c.quoted}”`, group: "Quoted in the rules' prose", text: c.attributes })),
];

const GROUPS = [...new Set(EXAMPLES.map((e) => e.group))];

export function Playground() {
  const [text, setText] = useState(EXAMPLES[0]?.text ?? "");
  const [selected, setSelected] = useState(EXAMPLES[0]?.id ?? "");
  const [format, setFormat] = useState<"silver" | "gold">("silver");
  const [diagnostics, setDiagnostics] = useState<Diagnostic[]>([]);
  const api = useRef<AttributeEditorApi | null>(null);
  const model = useMemo(() => cardModel(text), [text]);

  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)_22rem]">
      <nav aria-label="Example cards" className="space-y-4">
        {GROUPS.map((group) => (
          <section key={group}>
            <h2 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{group}</h2>
            <ul className="mt-1.5 space-y-0.5">
              {EXAMPLES.filter((e) => e.group === group).map((e) => (
                <li key={e.id}>
                  <button
                    type="button"
                    aria-pressed={selected === e.id}
                    onClick={() => {
                      setSelected(e.id);
                      setText(e.text);
                    }}
                    className="focus-ring w-full truncate rounded-md px-2 py-1 text-left text-sm text-ink-soft hover:bg-sunken hover:text-ink aria-pressed:bg-accent-soft aria-pressed:text-accent-ink"
                    title={e.text}
                  >
                    {e.label}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>

      <section aria-label="Card attributes" className="min-w-0">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <Segmented
            label="Card format"
            hideLabel
            options={[
              { value: "silver", label: "Silver" },
              { value: "gold", label: "Gold" },
            ]}
            value={format}
            onChange={setFormat}
          />
          <div className="flex gap-2">
            <Button size="sm" onClick={() => setText("")}>
              Clear
            </Button>
            <Button size="sm" variant="primary" onClick={() => api.current?.format()}>
              Format
            </Button>
          </div>
        </div>
        <AttributeEditor
          value={text}
          onChange={(t) => {
            setText(t);
            setSelected("");
          }}
          format={format}
          affiliations={["Spacelings", "USSA"]}
          ariaLabel="Attributes of the card"
          onDiagnostics={setDiagnostics}
          onReady={(a) => (api.current = a)}
          className="h-[28rem]"
        />
        <ProblemList diagnostics={diagnostics} onOpen={(d) => api.current?.revealPosition(d.line, d.column)} />
      </section>

      <aside aria-label="What the card means" className="min-w-0">
        <CardMeaning model={model} />
      </aside>
    </div>
  );
}
