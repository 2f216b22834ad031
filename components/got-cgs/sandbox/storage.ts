/**
 * Keeps the set-up across reloads: localStorage, one entry per pack. What is read back is
 * checked (an old or hand-edited entry is ignored, never trusted).
 */
import { z } from "zod";
import { PLAYER_ZONES, type Setup } from "./setup";

const card = z.object({ key: z.string(), identifier: z.string(), attributes: z.string(), format: z.enum(["silver", "gold"]).optional() });
const zones = z.object(Object.fromEntries(PLAYER_ZONES.map((k) => [k, z.array(card)])) as Record<(typeof PLAYER_ZONES)[number], z.ZodArray<typeof card>>);
const setupSchema = z.object({
  step: z.enum(["adventure", "era"]),
  players: z.array(z.string()).min(2),
  hero: z.number().int().min(0),
  adventure: card.nullable(),
  zones: z.array(zones),
  common: z.array(card),
  last: card.nullable(),
  lastHero: z.number().int().min(0),
  lastWinner: z.number().int().min(0).nullable(),
  eraDeckHasDoomsdayOrEpic: z.boolean(),
  aliases: z.record(z.string(), z.string()),
  nextKey: z.number().int().min(1),
});

export const storageKey = (packId: string) => `greenhouse.sandbox.${packId}`;

/** The set-up kept for `packId`, or null when there is none or it is unusable. */
export function loadSetup(storage: Pick<Storage, "getItem">, packId: string): Setup | null {
  try {
    const raw = storage.getItem(storageKey(packId));
    if (raw === null) return null;
    const parsed = setupSchema.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.zones.length !== parsed.data.players.length) return null;
    return parsed.data;
  } catch {
    return null;
  }
}

/** Saves the set-up; a full or blocked storage is ignored (the set-up still works, it is only not kept). */
export function saveSetup(storage: Pick<Storage, "setItem">, packId: string, setup: Setup): void {
  try {
    storage.setItem(storageKey(packId), JSON.stringify(setup));
  } catch {
    // Quota or privacy mode: nothing to do.
  }
}
