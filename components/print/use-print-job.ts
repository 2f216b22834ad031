"use client";
/**
 * Runs one print through `GET /api/packs/{id}/pdf/progress` and saves the PDF when it is ready:
 * the stream's JSON lines move the progress bar; the last one carries the PDF.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { overallFraction, progressText } from "@/lib/print/progress";
import type { RenderPhase } from "@/lib/print/render";

export type PrintJob =
  | { readonly status: "idle" }
  | { readonly status: "running"; readonly fraction: number; readonly text: string }
  | { readonly status: "done"; readonly fileName: string; readonly pages: number; readonly sheets: number; readonly cards: number; readonly pictureProblems: readonly string[] }
  | { readonly status: "error"; readonly message: string };

type Line =
  | { type: "progress"; phase: RenderPhase; done: number; total: number }
  | { type: "done"; fileName: string; pages: number; sheets: number; cards: number; pictureProblems: string[]; pdf: string }
  | { type: "error"; status: number; error: { message: string } };

function save(base64: string, fileName: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: "application/pdf" }));
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

export function usePrintJob(packId: string) {
  const [job, setJob] = useState<PrintJob>({ status: "idle" });
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (query: string) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setJob({ status: "running", fraction: 0, text: "Starting" });
      try {
        const response = await fetch(`/api/packs/${encodeURIComponent(packId)}/pdf/progress?${query}`, { signal: controller.signal, cache: "no-store" });
        if (!response.ok || response.body === null) {
          setJob({ status: "error", message: await errorMessage(response) });
          return;
        }
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = "";
        let fraction = 0;
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += value;
          let newline = buffer.indexOf("\n");
          while (newline >= 0) {
            const line = JSON.parse(buffer.slice(0, newline)) as Line;
            buffer = buffer.slice(newline + 1);
            newline = buffer.indexOf("\n");
            if (line.type === "progress") {
              fraction = Math.max(fraction, overallFraction(line));
              setJob({ status: "running", fraction, text: progressText(line) });
            } else if (line.type === "done") {
              save(line.pdf, line.fileName);
              setJob({ status: "done", fileName: line.fileName, pages: line.pages, sheets: line.sheets, cards: line.cards, pictureProblems: line.pictureProblems });
            } else {
              setJob({ status: "error", message: line.error.message });
            }
          }
        }
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
