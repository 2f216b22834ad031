"use client";
/**
 * Runs one print through the PDF route itself (`GET /api/packs/{id}/pdf?<query>`, what the
 * dialog's "open the PDF link" opens: one path, one worker, the same options) and saves the PDF
 * when it is in.
 *
 * Why not a stream of progress lines (the former ./pdf/progress route, removed once nothing used it): it carried the PDF as base64 inside the last JSON
 * line, so the browser gathered megabytes of text in a string it re-scanned for a line break on
 * every chunk (quadratic in the PDF's size), then parsed the JSON and decoded the base64 one
 * character at a time: the dialog's PDF took 2.7 s where the link took 0.6-0.9 s for the same
 * pack. While the server renders, the bar is indeterminate; once the answer starts, it follows
 * the bytes received (the route sends their length): the one fetch job of
 * components/ui/use-fetch-job.ts, which the Export menu's jobs run through too.
 */
import { useCallback } from "react";
import { useFetchJob, type FetchJob } from "@/components/ui/use-fetch-job";

interface PrintDone {
  readonly fileName: string;
  readonly pages: number;
  readonly sheets: number;
  readonly cards: number;
  readonly pictureProblems: readonly string[];
}

export type PrintJob = FetchJob<PrintDone>;

/** The PDF route's URL for a pack and a query (lib/print/query.ts `queryString`): the dialog's link and its download both use it. */
export function pdfUrl(packId: string, query: string): string {
  return `/api/packs/${encodeURIComponent(packId)}/pdf?${query}`;
}

function count(response: Response, name: string): number {
  const value = Number(response.headers.get(`x-greenhouse-${name}`));
  return Number.isFinite(value) ? value : 0;
}

/** The picture problems the route sends (`x-greenhouse-picture-problems`: JSON, percent-encoded); [] when absent or unreadable. */
function pictureProblems(response: Response): string[] {
  const header = response.headers.get("x-greenhouse-picture-problems");
  if (header === null || header === "") return [];
  try {
    const list: unknown = JSON.parse(decodeURIComponent(header));
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === "string") : [];
  } catch {
    return [];
  }
}

export function usePrintJob(packId: string) {
  const { job, run, cancel } = useFetchJob<PrintDone>();

  const start = useCallback(
    async (query: string): Promise<void> => {
      await run("Making the PDF", "The PDF", async (job) => {
        const got = await job.download(pdfUrl(packId, query), "cards.pdf", "application/pdf");
        if (got === null) return null;
        const { fileName, response } = got;
        job.done({ fileName, pages: count(response, "pages"), sheets: count(response, "sheets"), cards: count(response, "cards"), pictureProblems: pictureProblems(response) });
        return null;
      });
    },
    [run, packId],
  );

  return { job, start, cancel };
}
