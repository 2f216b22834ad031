/**
 * The server actions the pack pages' forms call, as callback types: a page passes its actions
 * (app/packs/[packId]/actions.ts) down as props, so components never import app/.
 */
import type { ActionResult } from "@/lib/action-result";
import type { PackChanges } from "@/lib/server/validation";
import type { PackDetail } from "@/lib/server/types";

/** Saves changes to a pack at `version`; a stale version comes back as a conflict error. */
export type UpdatePack = (id: string, version: number, changes: PackChanges) => Promise<ActionResult<PackDetail>>;
