"use client";
/**
 * The playground: pick an example card (or type your own), see its problems and what the card
 * means to the rules. Nothing is saved. The card is checked as part of the rulebook's example
 * deck, so deck-level findings (a custom name spelt two ways, a condition no card fulfils) show
 * up in the editor too.
 */
import { useMemo, useRef, useState } from "react";
import { AttributeEditor, type AttributeEditorApi } from "@/components/got-cgs/attribute-editor";
import { Button } from "@/components/ui/button";
import { Segmented } from "@/components/ui/segmented";
import { cardModel } from "@/lib/systems/got-cgs/attributes/analyze";
import type { Diagnostic } from "@/lib/systems/got-cgs/attributes/diagnostics";
import { PROSE_CARDS, RULEBOOK_CARDS } from "@/lib/systems/got-cgs/attributes/rulebook-examples";
import { deckFindingsForCard } from "@/lib/packs/lint";
import type { PackDocument } from "@/lib/packs/schema";
import { GOT_CGS_KEY } from "@/lib/systems/got-cgs/key";
import { CardMeaning } from "./card-meaning";
import { ProblemList } from "./problem-list";

interface Example {
  readonly id: string;
  readonly label: string;
  readonly note: string;
  readonly group: string;
  readonly text: string;
  /** Its place in the rulebook deck, or null for snippets from the prose (not part of the deck). */
  readonly slot: number | null;
}

const ERA = "Rulebook examples";

function labelOf(text: string, directive: string): { label: string; note: string } {
  const model = cardModel(text);
  const subtype = typeof model.globals.Subtype === "string" ? model.globals.Subtype : (model.type ?? "Card");
  const unique = typeof model.globals.Unique === "string" ? ` “${model.globals.Unique}”` : "";
  return { label: `${subtype}${unique}`, note: directive };
}

const EXAMPLES: readonly Example[] = [
  ...RULEBOOK_CARDS.map((c, i) => ({
    id: c.id,
    ...labelOf(c.attributes, c.directive),
    group: c.section.replace("Examples ► ", ""),
    text: c.attributes,
    slot: i,
  })),
  ...PROSE_CARDS.map((c) => ({ id: c.id, label: c.quoted, note: `Rulebook line ${c.line}`, group: "Quoted in the rules' prose", text: c.attributes, slot: null })),
];

const GROUPS = [...new Set(EXAMPLES.map((e) => e.group))];

/** The rulebook's cards as one era deck for 2 players, plus the card being typed when it is not one of them. */
function rulebookDeck(extra: string | null): PackDocument {
  const cards = RULEBOOK_CARDS.map((c, i) => ({
    identifier: `RB-${String(i + 1).padStart(3, "0")}`,
    format: "silver" as const,
    copies: 1,
    directive: c.directive,
    attributes: c.attributes,
    lore: "",
  }));
  if (extra !== null) cards.push({ identifier: "NEW-001", format: "silver", copies: 1, directive: "", attributes: extra, lore: "" });
  return {
    format: "greenhouse.pack/1",
    system: GOT_CGS_KEY,
    pack: { game: "Gardener of Thoughts", name: "Rulebook examples", type: "edition", aliases: {}, instructions: { players: 2, affiliations: ["Spacelings", "USSA"] } },
    eras: [{ name: ERA, cards }],
  };
}

export function Playground() {
  const [text, setText] = useState(EXAMPLES[0]?.text ?? "");
  const [selected, setSelected] = useState(EXAMPLES[0]?.id ?? "");
  // The deck slot the editor's card occupies: a rulebook card's, or an extra card's (null).
  const [slot, setSlot] = useState<number | null>(0);
  const deckFindings = useMemo(() => {
    const doc = rulebookDeck(slot === null ? "" : null);
    return deckFindingsForCard(doc, ERA, slot ?? RULEBOOK_CARDS.length);
  }, [slot]);
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
                      setSlot(e.slot);
                      setText(e.text);
                    }}
                    className="focus-ring w-full truncate rounded-md px-2 py-1 text-left text-sm text-ink-soft hover:bg-sunken hover:text-ink aria-pressed:bg-accent-soft aria-pressed:text-accent-ink"
                    title={e.text}
                  >
                    {e.label}
                    {e.note !== "" ? <span className="block truncate text-xs text-ink-muted">{e.note}</span> : null}
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
            <Button
              size="sm"
              onClick={() => {
                setSelected("");
                setSlot(null);
                setText("");
              }}
            >
              Clear
            </Button>
            <Button size="sm" variant="primary" onClick={() => api.current?.format()}>
              Format
            </Button>
          </div>
        </div>
        <AttributeEditor
          value={text}
          onChange={setText}
          deckFindings={deckFindings}
          format={format}
          affiliations={["Spacelings", "USSA"]}
          ariaLabel="Attributes of the card"
          onDiagnostics={setDiagnostics}
          onReady={(a) => (api.current = a)}
          className="h-[28rem]"
        />
        {/* The card's text as the page holds it (browser tests read it; Monaco wraps long lines). */}
        <output data-testid="card-text" hidden>
          {text}
        </output>
        <ProblemList diagnostics={diagnostics} onOpen={(d) => api.current?.revealPosition(d.line, d.column)} />
      </section>

      <aside aria-label="What the card means" className="min-w-0">
        <CardMeaning model={model} />
      </aside>
    </div>
  );
}
