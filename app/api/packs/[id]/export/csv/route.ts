/**
 * GET /api/packs/{id}/export/csv?deck=NAME: one deck as CSV in the columns the CSV import maps by
 * itself, so export then import gives the same cards (docs/print.md, "Exports"). Any system:
 * GOT CGS era decks and the decks of other systems. Unknown pack -> 404; `deck` missing or not a
 * deck of the pack -> 422 at `deck`, naming the decks there are.
 */
import { z } from "zod";
import { eraDeckCsv, systemDeckCsv } from "@/lib/packs/csv-export";
import { isSystemPack } from "@/lib/packs/schema";
import { validationError } from "@/lib/server/errors";
import { buildPackDocument } from "@/lib/server/export-pack";
import { route, type Params } from "@/lib/server/http";
import { safeFileName } from "@/lib/print/export/zip";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";
import { documentSystem } from "@/lib/packs/system-pack";

export const dynamic = "force-dynamic";

const querySchema = z.strictObject({ deck: z.string().min(1, "name the deck to export (?deck=...)").max(200) });

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { deck } = readQuery(request, querySchema);
  const doc = await buildPackDocument((await readParams(params)).id);
  const decks = isSystemPack(doc) ? doc.decks : doc.eras;
  const names = decks.map((d) => `"${d.name}"`).join(", ") || "none";
  let csv: string;
  if (isSystemPack(doc)) {
    const system = documentSystem(doc);
    if (system === null) throw validationError([{ path: "id", message: `this pack's game system "${doc.system}" is not known to this Greenhouse` }], "Unknown game system");
    const found = doc.decks.find((d) => d.name === deck);
    if (found === undefined) throw validationError([{ path: "deck", message: `the pack has no deck named "${deck}" (it has: ${names})` }]);
    csv = systemDeckCsv(system.definition, found.cards);
  } else {
    const found = doc.eras.find((e) => e.name === deck);
    if (found === undefined) throw validationError([{ path: "deck", message: `the pack has no era deck named "${deck}" (it has: ${names})` }]);
    csv = eraDeckCsv(found.cards);
  }
  const file = `${safeFileName(doc.pack.name)}-${safeFileName(deck)}.csv`;
  return new Response(csv, {
    status: 200,
    headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${file}"`, "cache-control": "no-store" },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
