/**
 * GET /api/packs/{id}/export/png?profile=tgc-poker|mpc-poker|dpi-N[&deck=NAME]: a zip of one PNG per
 * card face and back at a print-on-demand shop's size, with quantities.csv (docs/print.md,
 * "Exports"). Rendered in the print worker; errors as ../export-zip.ts says.
 */
import { z } from "zod";
import { route, type Params } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";
import { readParams } from "@/lib/server/params";
import { readQuery } from "@/lib/server/query";
import { exportZip } from "../export-zip";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const querySchema = z.strictObject({ profile: z.string().max(40).optional(), deck: z.string().min(1).max(200).optional() });

export const GET = route(async (request: Request, { params }: Params<"id">) => {
  const { profile, deck } = readQuery(request, querySchema);
  return exportZip((await readParams(params)).id, { kind: "png", profile: profile ?? "dpi-300", ...(deck === undefined ? {} : { deck }) }, request.signal);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
