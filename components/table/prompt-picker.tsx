/** A choice of cards to make before an action: pick between min and max of the candidates. */
"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CardView, PromptView } from "@/lib/table/view";

export interface PromptPickerProps {
  prompt: PromptView;
  cards: Readonly<Record<string, CardView>>;
  busy: boolean;
  onConfirm: (promptId: string, picked: string[]) => void;
}

export function PromptPicker({ prompt, cards, busy, onConfirm }: PromptPickerProps) {
  const [picked, setPicked] = useState<string[]>([]);
  const ok = picked.length >= prompt.min && picked.length <= prompt.max;
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : prompt.max === 1 ? [id] : [...p, id]));
  return (
    <fieldset className="rounded-md border border-line p-2">
      <legend className="px-1 text-xs font-medium text-ink">
        {prompt.label} ({prompt.min === prompt.max ? prompt.min : `${prompt.min} to ${prompt.max}`})
      </legend>
      <div className="flex flex-wrap gap-2">
        {prompt.candidates.map((id) => (
          <label key={id} className="flex items-center gap-1 text-xs">
            <input type={prompt.max === 1 ? "radio" : "checkbox"} name={prompt.id} checked={picked.includes(id)} onChange={() => toggle(id)} />
            {cards[id]?.title ?? id}
          </label>
        ))}
      </div>
      <Button size="sm" className="mt-2" disabled={busy || !ok} onClick={() => onConfirm(prompt.id, picked)}>
        Confirm
      </Button>
    </fieldset>
  );
}
