"use client";
/** The seed of a new game, shown and reusable, with a button for a new one: every system's setup has it. */
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";

/** A fresh seed for a new game. */
export function randomSeed(): number {
  return Math.floor(Math.random() * 1_000_000);
}

/** The seed as sent: a whole number when the text is one, else the text (trimmed). */
export function seedValue(seed: string): number | string {
  return /^\d+$/.test(seed.trim()) ? Number(seed.trim()) : seed.trim();
}

export function SeedField({ seed, onSeed }: { seed: string; onSeed: (seed: string) => void }) {
  return (
    <Field label="Seed" hint="The same seed, seats and moves deal and play the same game.">
      {(ids) => (
        <div className="flex gap-2">
          <Input {...ids} value={seed} onChange={(e) => onSeed(e.target.value)} className="max-w-40" />
          <Button size="sm" onClick={() => onSeed(String(randomSeed()))}>
            New seed
          </Button>
        </div>
      )}
    </Field>
  );
}
