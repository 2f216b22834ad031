/**
 * The complete content of a Greenhouse database as comparable text: every row of every table
 * (bytes as SHA-256), in a stable order, after SQLite's own integrity and foreign-key checks.
 * Opening the file also replays (or discards) whatever a killed process left in the WAL, which
 * is exactly the recovery a restarted server would do.
 */
import Database from "better-sqlite3";
import { createHash } from "node:crypto";

export interface Snapshot {
  readonly integrity: string;
  readonly foreignKeyViolations: number;
  readonly tables: Readonly<Record<string, readonly string[]>>;
}

export function snapshot(file: string): Snapshot {
  const db = new Database(file);
  try {
    const integrity = String(db.pragma("integrity_check", { simple: true }));
    const foreignKeyViolations = (db.pragma("foreign_key_check") as unknown[]).length;
    const names = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]).map((r) => r.name);
    const tables: Record<string, string[]> = {};
    for (const name of names) {
      const rows = db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[];
      tables[name] = rows
        .map((row) =>
          JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? `sha256:${createHash("sha256").update(value).digest("hex")}` : value)),
        )
        .sort();
    }
    return { integrity, foreignKeyViolations, tables };
  } finally {
    db.close();
  }
}

/** Checkpoints the WAL into the main file and closes, so the file can be copied on its own. */
export function checkpoint(file: string): void {
  const db = new Database(file);
  try {
    db.pragma("wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}
