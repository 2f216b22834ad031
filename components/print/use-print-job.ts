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
 * the bytes received (the route sends their length).
 */
import { useCallback, useEffect, useRef, useState } from "react";

export type PrintJob =
  | { readonly status: "idle" }
  /** `fraction` null: rendering on the server, progress unknown (an indeterminate bar). */
  | { readonly status: "running"; readonly fraction: number | null; readonly text: string }
  | { readonly status: "done"; readonly fileName: string; readonly pages: number; readonly sheets: number; readonly cards: number; readonly pictureProblems: readonly string[] }
  | { readonly status: "error"; readonly message: string };

/** The PDF route's URL for a pack and a query (lib/print/query.ts `queryString`): the dialog's link and its download both use it. */
export function pdfUrl(packId: string, query: string): string {
  return `/api/packs/${encodeURIComponent(packId)}/pdf?${query}`;
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message ?? `The server answered ${response.status}.`;
  } catch {
    return `The server answered ${response.status}.`;
  }
}

/** The file name of `content-disposition: attachment; filename="..."`, or `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? fallback;
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

/** The body as a Blob, reporting the fraction received when the length is known. */
async function readBody(response: Response, onFraction: (fraction: number) => void): Promise<Blob> {
  const total = Number(response.headers.get("content-length"));
  if (response.body === null || !Number.isFinite(total) || total <= 0) return response.blob();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onFraction(Math.min(1, received / total));
  }
  return new Blob(chunks, { type: "application/pdf" });
}

export function usePrintJob(packId: string) {
  const [job, setJob] = useState<PrintJob>({ status: "idle" });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (query: string) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setJob({ status: "running", fraction: null, text: "Making the PDF" });
      try {
        const response = await fetch(pdfUrl(packId, query), { signal: controller.signal, cache: "no-store" });
        if (!response.ok) {
          setJob({ status: "error", message: await errorMessage(response) });
          return;
        }
        const blob = await readBody(response, (fraction) => setJob({ status: "running", fraction, text: "Downloading" }));
        const fileName = fileNameOf(response, "cards.pdf");
        save(blob, fileName);
        setJob({
          status: "done",
          fileName,
          pages: count(response, "pages"),
          sheets: count(response, "sheets"),
          cards: count(response, "cards"),
          pictureProblems: pictureProblems(response),
        });
      } catch (error) {
        if (controller.signal.aborted) setJob({ status: "idle" });
        else setJob({ status: "error", message: `The PDF could not be made: ${error instanceof Error ? error.message : String(error)}. Check the connection and try again.` });
      }
    },
    [packId],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setJob({ status: "idle" });
  }, []);

  return { job, start, cancel };
}
