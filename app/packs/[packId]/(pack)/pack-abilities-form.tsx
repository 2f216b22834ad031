"use client";
/**
 * The pack's own abilities (Genesis `pack.customAbilities`, kept in the pack's instructions):
 * one per line, "Name" or "Name: effect" (the effect in the rulebook's shapes, played at the table:
 * lib/systems/got-genesis/engine/custom.ts). Cards of the pack may then take the name as ability
 * or recruitable (custom cards only, lint GEN-custom-ability). Shown on the pack page of systems
 * whose fields read that list.
 */
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { issueFor, type ActionError, type ActionResult } from "@/lib/action-result";
import type { Instructions } from "@/lib/packs/schema";
import type { PackDetail } from "@/lib/server/types";
import type { PackChanges } from "@/lib/server/validation";
import { runAction } from "@/lib/client/run-action";

export interface PackAbilitiesFormProps {
  readonly packId: string;
  readonly version: number;
  readonly instructions: Instructions;
  readonly save: (id: string, version: number, changes: PackChanges) => Promise<ActionResult<PackDetail>>;
}

/** The lines as a list: trimmed, blank lines and repeats left out, in the order written. */
export function abilitiesOf(text: string): string[] {
  return [...new Set(text.split("\n").map((l) => l.trim()).filter((l) => l !== ""))];
}

export function PackAbilitiesForm({ packId, version, instructions, save }: PackAbilitiesFormProps) {
  const router = useRouter();
  const saved = (instructions.customAbilities ?? []).join("\n");
  const [text, setText] = useState(saved);
  const [error, setError] = useState<ActionError | null>(null);
  const [pending, startTransition] = useTransition();
  const dirty = abilitiesOf(text).join("\n") !== saved;
  const submit = () =>
    startTransition(async () => {
      const list = abilitiesOf(text);
      const { customAbilities: _old, ...rest } = instructions;
      const result = await runAction(() => save(packId, version, { instructions: list.length === 0 ? rest : { ...rest, customAbilities: list } }), "Your abilities are still in the box: save again.");
      setError(result.ok ? null : result.error);
      if (result.ok) router.refresh();
    });
  return (
    <form
      className="flex flex-col gap-2"
      aria-label="Custom abilities"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Field
        label="Custom abilities"
        hint="One per line. Custom cards of this pack may take them as ability or recruitable. To play one at the table, give its effect after a colon: &quot;Foresight: draw 1, then engage 2&quot; (draw N, engage N, refill, omen, persuade, as Leadership...)."
        error={error === null ? null : (issueFor(error, "instructions") ?? error.message)}
      >
        {(p) => <Textarea {...p} rows={3} value={text} onChange={(e) => setText(e.target.value)} placeholder="Salvage" />}
      </Field>
      <div>
        <Button type="submit" size="sm" pending={pending} disabled={!dirty}>
          Save abilities
        </Button>
      </div>
    </form>
  );
}
