"use client";
/**
 * Runs one long image export (Tabletop Simulator, print-on-demand PNGs) from the Export menu, as
 * the print dialog runs a PDF (components/print/use-print-job.ts, the same mechanism): a fetch
 * with an AbortController, so Cancel closes the request and the server stops drawing (its
 * worker job is aborted with the request); while the server draws, the bar is indeterminate,
 * and once the answer starts it follows the bytes received (the routes send their length).
 *
 * `download`: a zip from a GET route, saved under the route's file name. `post`: a JSON answer
 * (publishing TTS links), handed back to the caller.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export type ExportJob =
  | { readonly status: "idle" }
  /** `fraction` null: drawing on the server, progress unknown (an indeterminate bar). */
  | { readonly status: "running"; readonly fraction: number | null; readonly text: string }
  | { readonly status: "done"; readonly message: string; readonly warnings: readonly string[] }
  | { readonly status: "error"; readonly message: string };

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message ?? `The server answered ${response.status}.`;
  } catch {
    return `The server answered ${response.status}.`;
  }
}

function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback;
}

/** The routes' `x-greenhouse-warnings`: lines, percent-encoded; [] when absent or unreadable. */
export function warningsOf(response: Response): string[] {
  const header = response.headers.get("x-greenhouse-warnings");
  if (header === null || header === "") return [];
  try {
    return decodeURIComponent(header).split("\n").filter((w) => w !== "");
  } catch {
    return [];
  }
}

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
  return new Blob(chunks, { type: response.headers.get("content-type") ?? "application/octet-stream" });
}

export function useExportJob() {
  const [job, setJob] = useState<ExportJob>({ status: "idle" });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const begin = (text: string): AbortController => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setJob({ status: "running", fraction: null, text });
    return controller;
  };
  const failed = (controller: AbortController, error: unknown, what: string) => {
    if (controller.signal.aborted) setJob({ status: "idle" });
    else setJob({ status: "error", message: `${what} could not be made: ${error instanceof Error ? error.message : String(error)}. Check the connection and try again.` });
  };

  /** Downloads the zip at `url` and saves it; `describe` says what was saved. */
  const download = useCallback(async (url: string, text: string, fallbackName: string, describe: (fileName: string, response: Response) => string) => {
    const controller = begin(text);
    try {
      const response = await fetch(url, { signal: controller.signal, cache: "no-store" });
      if (!response.ok) return setJob({ status: "error", message: await errorMessage(response) });
      const blob = await readBody(response, (fraction) => setJob({ status: "running", fraction, text: "Downloading" }));
      const fileName = fileNameOf(response, fallbackName);
      save(blob, fileName);
      setJob({ status: "done", message: describe(fileName, response), warnings: warningsOf(response) });
    } catch (error) {
      failed(controller, error, "The export");
    }
  }, []);

  /** POSTs `body` as JSON to `url`; the answer's JSON, or null when it failed or was cancelled (the job says why). */
  const post = useCallback(async <T,>(url: string, body: unknown, text: string, describe: (answer: T) => { message: string; warnings: readonly string[] }): Promise<T | null> => {
    const controller = begin(text);
    try {
      const response = await fetch(url, { method: "POST", signal: controller.signal, cache: "no-store", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      if (!response.ok) {
        setJob({ status: "error", message: await errorMessage(response) });
        return null;
      }
      const answer = (await response.json()) as T;
      setJob({ status: "done", ...describe(answer) });
      return answer;
    } catch (error) {
      failed(controller, error, "The links");
      return null;
    }
  }, []);

  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setJob({ status: "idle" });
  }, []);

  const reset = useCallback(() => setJob({ status: "idle" }), []);

  return { job, download, post, cancel, reset };
}
