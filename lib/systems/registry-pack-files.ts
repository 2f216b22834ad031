/**
 * The registry's line for pack-file shapes: which systems write their packs in the historic
 * era-deck shape (lib/packs/schema.ts `packSchema`: `"eras"`, cards with format, orientation,
 * directive, attributes and lore) through their own serialiser, rather than a definition's
 * decks (lib/packs/system-pack.ts). Only keys (./got-cgs/key.ts), so the pack-file schema that
 * asks loads no system.
 */
import { GOT_CGS_KEY } from "./got-cgs/key";

/** The systems whose pack files have `"eras"`; the first is the key such a file without `system` gets. */
export const ERA_PACK_FILE_SYSTEMS = [GOT_CGS_KEY] as const;
