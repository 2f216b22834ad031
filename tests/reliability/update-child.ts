/**
 * Child process of the concurrency test (forked with IPC). Opens `clients` independent
 * connections to the database, then on the parent's messages:
 * - "race": every writer saves its own lore based on version 1, all at once;
 * - "settle": every writer whose save lost retries, based on the version the 409 reported,
 *   until its save lands.
 * Each step answers with one result per attempt.
 */
import { createDb, type Db } from "@/lib/server/db";
import { toErrorPayload } from "@/lib/server/errors";
import { updateCard } from "@/lib/server/update-card";
import type { CardDto } from "@/lib/server/types";

export interface Attempt {
  readonly writer: string;
  readonly based: number;
  readonly status: number;
  /** The version the save produced (200) or the current version reported by the 409. */
  readonly version: number | null;
}

interface Start {
  readonly dbFile: string;
  readonly cardId: string;
  readonly writers: readonly string[];
  readonly clients: number;
}

const send = (message: unknown) => process.send?.(message);

let setup: Start | null = null;
let dbs: Db[] = [];
const latest = new Map<string, number>();
const landed = new Set<string>();

async function attempt(writer: string, db: Db, based: number): Promise<Attempt> {
  try {
    const card = await updateCard({ db, id: setup?.cardId ?? "", version: based, changes: { lore: writer } });
    landed.add(writer);
    return { writer, based, status: 200, version: card.version };
  } catch (error) {
    const { status, body } = toErrorPayload(error);
    if (status !== 409) process.stderr.write(`update-child: ${status} ${body.error.message} :: ${error instanceof Error ? error.message.slice(0, 300) : String(error)}\n`);
    const current = (body.error as { current?: CardDto }).current;
    if (current !== undefined) latest.set(writer, current.version);
    return { writer, based, status, version: current?.version ?? null };
  }
}

process.on("message", (message: { type: string; start?: Start }) => {
  void (async () => {
    if (message.type === "start" && message.start !== undefined) {
      setup = message.start;
      dbs = Array.from({ length: setup.clients }, () => createDb(message.start?.dbFile ?? "", { migrate: false }));
      await Promise.all(dbs.map((db) => db.card.count())); // connect now, not during the race
      send({ type: "ready" });
    } else if (message.type === "race" && setup !== null) {
      const writers = setup.writers;
      const results = await Promise.all(writers.map((w, i) => attempt(w, dbs[i % dbs.length] as Db, 1)));
      send({ type: "raced", results });
    } else if (message.type === "settle" && setup !== null) {
      const writers = setup.writers.filter((w) => !landed.has(w));
      const results: Attempt[] = [];
      await Promise.all(
        writers.map(async (w, i) => {
          for (let tries = 0; tries < 500 && !landed.has(w); tries++) {
            results.push(await attempt(w, dbs[i % dbs.length] as Db, latest.get(w) ?? 1));
          }
        }),
      );
      send({ type: "settled", results });
    } else if (message.type === "stop") {
      await Promise.all(dbs.map((db) => db.$disconnect()));
      process.exit(0);
    }
  })();
});
