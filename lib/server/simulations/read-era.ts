/**
 * What a simulation reads from the database: the pack as a document of its system
 * (buildPackDocument, without pictures), the run's source built from it by the system's
 * simulation hook (lib/systems/engine.ts `SimulationBatches.source`), and the pack revision it
 * is: a fingerprint of that source (what decides play: pictures and lore never reach it) and the
 * newest change of the pack, the deck and its cards. No system is named here: the registry's
 * hook reads the document.
 */
import { createHash } from "node:crypto";
import { SimulationRequestError, type SimulationBatches } from "@/lib/systems/engine";
import { findSystem } from "@/lib/systems/registry";
import { AppError, notFound, validationError } from "../errors";
import type { Db } from "../db";
import { buildPackDocument } from "../export-pack";
import { idSchema, parseField } from "../validation";

/** The pack revision a run came from. */
export interface PackRevision {
  /** SHA-256 hex of the deck's name and the run's source (what the system's hook read to play it). */
  readonly fingerprint: string;
  /** The newest `updatedAt` of the pack, the deck and its cards. */
  readonly updatedAt: Date;
}

/** A pack as its system's simulation reads it. */
export interface SimulatedPack {
  readonly packId: string;
  readonly packName: string;
  readonly system: string;
  readonly batches: SimulationBatches;
  /** The pack document of its system (no pictures). */
  readonly document: unknown;
}

export interface StoredEra {
  readonly packId: string;
  readonly packName: string;
  readonly system: string;
  readonly batches: SimulationBatches;
  /** The deck the run plays (the hook's default when none was asked for). */
  readonly era: string;
  /** What the run read, in the system's shape (stored with a queued run as JSON). */
  readonly source: unknown;
  readonly revision: PackRevision;
}

/** A refusal of the system's hook as the API's 422 at the request field it names. */
export function requestIssue(error: unknown): AppError | null {
  if (!(error instanceof SimulationRequestError)) return null;
  const path = error.path ?? "era";
  return validationError([{ path, message: error.message }], path === "players" ? "These players cannot play this deck" : "This deck cannot be simulated");
}

/**
 * The pack `packId` with its system's simulation hook. 404 for an unknown pack; 422 for a pack
 * whose system's engine plays no runs in the app (the page does not offer Simulate for it).
 */
export async function readSimulatedPack(db: Db, packId: string): Promise<SimulatedPack> {
  const id = parseField("id", idSchema, packId);
  const pack = await db.pack.findUnique({ where: { id }, select: { id: true, name: true, system: true } });
  if (pack === null) throw notFound("pack", id);
  const system = findSystem(pack.system);
  const batches = system?.playable ? system.engine?.simulation?.batches : undefined;
  if (batches === undefined) {
    throw new AppError("validation", `${system?.definition.name ?? `"${pack.system}"`} packs cannot be simulated in the app: the system's rules engine has no simulation it plays in chunks.`);
  }
  const document = await buildPackDocument(id, { db, pictures: "omit" });
  return { packId: pack.id, packName: pack.name, system: pack.system, batches, document };
}

async function revisionOf(db: Db, pack: SimulatedPack, era: string, source: unknown): Promise<PackRevision> {
  const fingerprint = createHash("sha256").update(JSON.stringify({ deck: era, source })).digest("hex");
  const [row, deck] = await Promise.all([
    db.pack.findUnique({ where: { id: pack.packId }, select: { updatedAt: true } }),
    db.deck.findUnique({ where: { packId_name: { packId: pack.packId, name: era } }, select: { updatedAt: true, cards: { select: { updatedAt: true } } } }),
  ]);
  let newest = row?.updatedAt.getTime() ?? 0;
  for (const t of [deck?.updatedAt, ...(deck?.cards ?? []).map((c) => c.updatedAt)]) if (t !== undefined) newest = Math.max(newest, t.getTime());
  return { fingerprint, updatedAt: new Date(newest) };
}

/** The source of deck `era` (undefined: the system's default) of a pack read by {@link readSimulatedPack}; 422 at `era` when the hook refuses it. */
export async function readEraOf(db: Db, pack: SimulatedPack, era: string | undefined): Promise<StoredEra> {
  let read: { source: unknown; deck: string };
  try {
    read = pack.batches.source(pack.document, era ?? null);
  } catch (error) {
    throw requestIssue(error) ?? error;
  }
  return { packId: pack.packId, packName: pack.packName, system: pack.system, batches: pack.batches, era: read.deck, source: read.source, revision: await revisionOf(db, pack, read.deck, read.source) };
}

/** The deck `era` (default: the system's first) of pack `packId`: 404 for an unknown pack; 422 at `era` for a deck the system cannot play. */
export async function readEra(db: Db, packId: string, era: string | undefined): Promise<StoredEra> {
  return readEraOf(db, await readSimulatedPack(db, packId), era);
}

/** The current revision of a deck (for "the pack changed since"); errors as {@link readEra}. */
export async function eraRevision(db: Db, packId: string, era: string): Promise<PackRevision> {
  return (await readEra(db, packId, era)).revision;
}
