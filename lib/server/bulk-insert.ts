/**
 * Bulk inserts for imports (internal). Prisma's `createMany` spends about a millisecond and a
 * half per row in its query compiler (measured: 600 cards + 600 revisions took ~1.8 s); a
 * multi-row parameterised INSERT through the same transaction takes a fraction of that. Only
 * the import path (import, duplicate, seed) uses it; everything else goes through the client.
 *
 * Ids are random UUIDs (Prisma's `cuid()` default is generated inside the client and not
 * exported); both are opaque strings to the rest of the app. Timestamps are written in the
 * exact text form the better-sqlite3 adapter writes (`2026-11-22T03:15:12.365+00:00`), so rows
 * inserted here and by Prisma sort and read back alike.
 */
import { randomUUID } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import type { Tx } from "./db";

export type SqlValue = string | number | null | Uint8Array;

/** The adapter's DateTime text for `date`. */
export function sqliteTimestamp(date: Date): string {
  return date.toISOString().replace(/Z$/, "+00:00");
}

export function newId(): string {
  return randomUUID();
}

/** Tables and columns this module may write: fixed here, never taken from input. */
const TABLES = {
  Card: ["id", "deckId", "position", "identifier", "type", "copies", "pictureId", "imagePath", "fields", "version", "createdAt", "updatedAt"],
  CardRevision: ["id", "cardId", "version", "restoredFrom", "identifier", "type", "copies", "pictureId", "imagePath", "fields", "createdAt"],
} as const;

export type BulkTable = keyof typeof TABLES;
export type BulkRow<T extends BulkTable> = Record<(typeof TABLES)[T][number], SqlValue>;

/** Inserts `rows` into `table` in chunks (well under SQLite's bound-parameter limit). */
export async function insertRows<T extends BulkTable>(tx: Tx, table: T, rows: readonly BulkRow<T>[]): Promise<void> {
  const columns: readonly string[] = TABLES[table];
  const chunk = Math.max(1, Math.floor(900 / columns.length));
  // Prisma.sql writes each provider's placeholders (`?` on SQLite, `$1` on PostgreSQL); the table
  // and column names are the fixed ones above, never input.
  const head = Prisma.raw(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES `);
  for (let i = 0; i < rows.length; i += chunk) {
    const slice = rows.slice(i, i + chunk);
    const tuples = slice.map((row) => Prisma.sql`(${Prisma.join(columns.map((c) => (row as Record<string, SqlValue>)[c] ?? null))})`);
    await tx.$executeRaw(Prisma.sql`${head}${Prisma.join(tuples)}`);
  }
}

/**
 * Inserts `cards` as new cards (version 1, now) together with each one's first revision, the
 * way every import writes cards; returns their ids in order. Each is a Card row without the
 * columns this sets (id, version, createdAt, updatedAt).
 */
export async function insertNewCards(tx: Tx, cards: readonly Omit<BulkRow<"Card">, "id" | "version" | "createdAt" | "updatedAt">[]): Promise<string[]> {
  const now = sqliteTimestamp(new Date());
  const rows: BulkRow<"Card">[] = cards.map((card) => ({ ...card, id: newId(), version: 1, createdAt: now, updatedAt: now }));
  await insertRows(tx, "Card", rows);
  await insertRows(
    tx,
    "CardRevision",
    rows.map(({ id, deckId: _deck, position: _position, updatedAt: _updated, ...fields }) => ({ ...fields, id: newId(), cardId: id, restoredFrom: null })),
  );
  return rows.map((r) => r.id as string);
}
