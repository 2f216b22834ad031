"use client";
/**
 * "New pack": a dialog asking for the name, game, game system and type, then opens the new pack.
 * The systems are the built-in ones (GOT CGS first and the default) and the ones designers
 * defined (the Systems page), as the server lists them (lib/server/systems/list-systems.ts).
 */
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input, Select } from "@/components/ui/field";
import { PlusIcon } from "@/components/ui/icons";
import { PACK_TYPES, type PackType } from "@/lib/packs/schema";
import { allSystems, DEFAULT_SYSTEM } from "@/lib/systems/registry";
import { issueFor, type ActionError, type ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/client/run-action";

/** One line on a pack type, in the words of the pack's system (`deckNoun`: "era deck", "deck"). */
export function packTypeHint(type: PackType, deckNoun: string): string {
  switch (type) {
    case "edition":
      return `Any number of ${deckNoun}s, each with many cards.`;
    case "expansion":
      return `Extends an edition with new ${deckNoun}s.`;
    case "extension":
      return "Extends an edition with more players or factions.";
    case "booster":
      return "A few cards: rare cards, new versions or corrections.";
  }
}

/** One system the form offers. */
export interface SystemChoice {
  readonly key: string;
  readonly name: string;
  readonly description: string;
  readonly deckNoun: string;
  readonly builtIn: boolean;
}

const BUILT_IN: readonly SystemChoice[] = allSystems().map(({ definition: d }) => ({ key: d.key, name: d.name, description: d.description, deckNoun: d.deckNoun, builtIn: true }));

/** What the form creates a pack with: the page's server action (app/actions.ts createPackAction). */
export type CreatePack = (input: { name: string; game: string; type: PackType; system: string }) => Promise<ActionResult<{ id: string }>>;

/** `systems`: every system to offer (the server's list); without it, the built-in ones. */
export function NewPackButton({ systems: given = [], create }: { systems?: readonly SystemChoice[]; create: CreatePack }) {
  const systems = given.length > 0 ? given : BUILT_IN;
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [game, setGame] = useState("");
  const [type, setType] = useState<PackType>("edition");
  const [system, setSystem] = useState<string>(DEFAULT_SYSTEM);
  const [error, setError] = useState<ActionError | null>(null);
  const [pending, start] = useTransition();
  const router = useRouter();

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await runAction(() => create({ name, game, type, system }), "What you typed is still here.");
      if (!result.ok) return setError(result.error);
      close();
      setName("");
      setGame("");
      setSystem(DEFAULT_SYSTEM);
      router.push(`/packs/${result.value.id}`);
    });
  };

  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        <PlusIcon /> New pack
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="New card pack"
        description="The name, game and kind can be changed later in the pack's settings; the game system cannot."
        footer={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="primary" type="submit" form="new-pack-form" pending={pending}>
              Create pack
            </Button>
          </>
        }
      >
        <form id="new-pack-form" onSubmit={submit} className="flex flex-col gap-4">
          <Field label="Pack name" error={issueFor(error, "name")}>
            {(p) => <Input {...p} value={name} onChange={(e) => setName(e.target.value)} placeholder="Genesis" autoFocus required maxLength={200} />}
          </Field>
          <Field label="Game" hint="The name of the game this pack belongs to." error={issueFor(error, "game")}>
            {(p) => <Input {...p} value={game} onChange={(e) => setGame(e.target.value)} placeholder="Gardener of Thoughts" maxLength={200} />}
          </Field>
          <Field label="Game system" hint={systems.find((s) => s.key === system)?.description} error={issueFor(error, "system")}>
            {(p) => (
              <Select {...p} value={system} onChange={(e) => setSystem(e.target.value)}>
                <optgroup label="Built in">
                  {systems.filter((s) => s.builtIn).map((s) => (
                    <option key={s.key} value={s.key}>
                      {s.name}
                    </option>
                  ))}
                </optgroup>
                {systems.some((s) => !s.builtIn) ? (
                  <optgroup label="Defined in this studio">
                    {systems.filter((s) => !s.builtIn).map((s) => (
                      <option key={s.key} value={s.key}>
                        {s.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
              </Select>
            )}
          </Field>
          <Field label="Pack type" hint={packTypeHint(type, systems.find((s) => s.key === system)?.deckNoun ?? "deck")}>
            {(p) => (
              <Select {...p} value={type} onChange={(e) => setType(e.target.value as PackType)}>
                {PACK_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {t[0]?.toUpperCase()}
                    {t.slice(1)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {error && error.issues.length === 0 ? <p className="text-sm text-danger">{error.message}</p> : null}
        </form>
      </Dialog>
    </>
  );
}
