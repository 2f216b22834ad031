/**
 * GET /api/export-links/{token}/{file}: a file of a published Tabletop Simulator export (a sheet
 * PNG, or the saved object's JSON), for anyone with the URL: TTS fetches the sheets with no way
 * to sign in, so the edge lets exactly this path through without the password or an account
 * (lib/server/edge/export-links.ts) and the 256-bit token is the key. Read-only: every other
 * method is a 405 (and is not let through the edge). An unknown, revoked or malformed token, a
 * deleted pack, or a file the link lacks: 404 (lib/server/export-links.ts).
 */
import { readExportLinkFile } from "@/lib/server/export-links";
import { route } from "@/lib/server/http";
import { otherMethods } from "@/lib/server/methods";

export const dynamic = "force-dynamic";

export const GET = route(async (_request: Request, { params }: { params: Promise<Record<"token" | "file", string>> }) => {
  const { token, file } = await params;
  const served = await readExportLinkFile({ token, name: file });
  return new Response(new Uint8Array(served.bytes), {
    status: 200,
    headers: {
      "content-type": served.mime,
      "content-length": String(served.bytes.byteLength),
      // Revalidated on every use, so a revoked link stops working at once (TTS keeps its own copy).
      "cache-control": "no-cache",
      "x-robots-tag": "noindex",
      ...(served.mime === "application/json" ? { "content-disposition": `attachment; filename="${served.name}"` } : {}),
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
