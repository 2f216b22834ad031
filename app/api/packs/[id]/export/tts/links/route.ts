/**
 * The pack's Tabletop Simulator export links (lib/server/export-links.ts, docs/print.md "Export
 * links").
 *
 * GET: the links, newest first, revoked ones included (viewer).
 * POST `{ "deck"?: NAME }`: draws the TTS export in the print worker with its image URLs on this
 * server (`<origin>/api/export-links/<token>/<file>`, the origin from the request's Host, which
 * the edge has checked against the names this server answers to), stores it, and answers 201
 * `{ link, savedObjectUrl, warnings }` (editor). Closing the request cancels the drawing and
 * stores nothing. 409 when the pack has its most links; 422 for an unknown deck.
 */
import { z } from "zod";
import { unzipSync } from "fflate";
import { checkCanPublish, exportLinkBase, listExportLinks, newExportLinkToken, publishExportLink } from "@/lib/server/export-links";
import { validationError } from "@/lib/server/errors";
import { parseHost } from "@/lib/server/edge/hosts";
import { json, readOptionalJson, route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { renderExport } from "../../export-zip";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const bodySchema = z.strictObject({ deck: z.string().min(1, "name the deck, or leave deck out for every deck").max(200).optional() });

/**
 * The origin TTS will fetch from: the Host the request came to (the edge refuses names this
 * server is not configured for), https when a TLS proxy in front says so.
 */
function requestOrigin(request: Request): string {
  const host = request.headers.get("host") ?? new URL(request.url).host;
  if (parseHost(host) === null) throw validationError([{ path: "(host)", message: `the request's Host "${host.slice(0, 100)}" is not a host name` }], "Cannot publish");
  const proto = request.headers.get("x-forwarded-proto") === "https" ? "https" : new URL(request.url).protocol.replace(":", "");
  return `${proto === "https" ? "https" : "http"}://${host}`;
}

export const GET = route(async (_request: Request, { params }: Params<"id">) => {
  const { id } = await readParams(params);
  return json({ links: await listExportLinks({ packId: id }) });
});

export const POST = route(async (request: Request, { params }: Params<"id">) => {
  const { id } = await readParams(params);
  const { deck } = bodySchema.parse(await readOptionalJson(request, {}));
  await checkCanPublish({ packId: id });
  const token = newExportLinkToken();
  const base = exportLinkBase(requestOrigin(request), token);
  const rendered = await renderExport(id, { kind: "tts", baseUrl: base, ...(deck === undefined ? {} : { deck }) }, request.signal);
  const files = Object.entries(unzipSync(rendered.zip)).map(([name, data]) => ({ name, data }));
  const savedObject = files.find((f) => f.name.endsWith(".json"))?.name;
  if (savedObject === undefined) throw new Error("the TTS export wrote no saved object");
  const link = await publishExportLink({ packId: id, token, deck, savedObject, files });
  return json({ link, savedObjectUrl: `${base}/${encodeURIComponent(savedObject)}`, warnings: rendered.summary.warnings }, 201);
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
