/**
 * Keeps the backs' `position` dense (internal): the pack document lists backs in this order.
 */
import type { Tx } from "./db";

export async function renumberBacks(tx: Tx, packId: string): Promise<void> {
  const backs = await tx.picture.findMany({ where: { packId, role: "back" }, select: { id: true, position: true }, orderBy: [{ position: "asc" }, { id: "asc" }] });
  for (const [position, back] of backs.entries()) {
    if (back.position !== position) await tx.picture.update({ where: { id: back.id }, data: { position } });
  }
}
