/**
 * The server actions an era deck's table calls, as callback types: the era page passes its
 * actions (app/packs/[packId]/eras/[eraId]/actions.ts) down as props, so components never
 * import app/.
 */
import type { ActionResult } from "@/lib/action-result";

export interface EraTarget {
  readonly id: string;
  readonly name: string;
}

export interface PackTarget {
  readonly id: string;
  readonly name: string;
  /** The pack's game system key: a selection is offered only the packs of its own system. */
  readonly system: string;
}

/** The bulk operations on a selection of cards. */
export interface BulkActions {
  listPacks(): Promise<ActionResult<PackTarget[]>>;
  listEras(packId: string): Promise<ActionResult<EraTarget[]>>;
  copy(packId: string, ids: string[], toEraId: string): Promise<ActionResult<{ count: number }>>;
  move(packId: string, ids: string[], toEraId: string): Promise<ActionResult<{ count: number }>>;
  remove(packId: string, ids: string[]): Promise<ActionResult<{ count: number }>>;
}
