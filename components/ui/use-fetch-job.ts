"use client";
/**
 * One long job behind a fetch (a PDF, an image export, publishing links): the job's state for a
 * progress bar, a fetch with an AbortController so Cancel closes the request (and the server
 * stops its worker with it), and a download that follows the bytes received when the route sends
 * their length. While the server works, the bar is indeterminate (`fraction` null).
 *
 * The print dialog (components/print/use-print-job.ts) and the Export menu
 * (components/csv-import/use-export-job.ts) both run their jobs through `useFetchJob`.
 */
import { useCallback, useEffect, useRef, useState } from "react";

export type FetchJob<Done extends object> =
  | { readonly status: "idle" }
  /** `fraction` null: the server is working, progress unknown (an indeterminate bar). */
  | { readonly status: "running"; readonly fraction: number | null; readonly text: string }
  | ({ readonly status: "done" } & Readonly<Done>)
  | { readonly status: "error"; readonly message: string };

/** The error message of a failed answer (`{ error: { message } }`), or its status. */
export async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message ?? `The server answered ${response.status}.`;
  } catch {
    return `The server answered ${response.status}.`;
  }
}

/** The file name of `content-disposition: attachment; filename="..."`, or `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  return /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallback;
}

/** Saves `blob` as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
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

/** The body as a Blob (of `type`, else the answer's content type), reporting the fraction received when the length is known. */
export async function readBody(response: Response, onFraction: (fraction: number) => void, type?: string): Promise<Blob> {
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
  return new Blob(chunks, { type: type ?? response.headers.get("content-type") ?? "application/octet-stream" });
}

/** What a job's work gets: fetches bound to the job, and how to finish it. */
export interface JobRun<Done extends object> {
  /** Fetches with the job's signal (not cached); a failed answer ends the job with its error and gives null. */
  fetch(url: string, init?: RequestInit): Promise<Response | null>;
  /** Fetches `url` and saves its body as a download, following its bytes; null when the answer failed. */
  download(url: string, fallbackName: string, type?: string): Promise<{ readonly fileName: string; readonly response: Response } | null>;
  done(result: Done): void;
}

const IDLE = { status: "idle" } as const;

/** The fetches and the finish of one job, bound to its signal and its state. */
function bindJob<Done extends object>(signal: AbortSignal, setJob: (job: FetchJob<Done>) => void): JobRun<Done> {
  const fetchOk = async (url: string, init: RequestInit = {}): Promise<Response | null> => {
    const response = await fetch(url, { ...init, signal, cache: "no-store" });
    if (response.ok) return response;
    setJob({ status: "error", message: await errorMessage(response) });
    return null;
  };
  return {
    fetch: fetchOk,
    async download(url, fallbackName, type) {
      const response = await fetchOk(url);
      if (response === null) return null;
      const blob = await readBody(response, (fraction) => setJob({ status: "running", fraction, text: "Downloading" }), type);
      const fileName = fileNameOf(response, fallbackName);
      saveBlob(blob, fileName);
      return { fileName, response };
    },
    done: (result) => setJob({ ...result, status: "done" } as FetchJob<Done>),
  };
}

export function useFetchJob<Done extends object>() {
  const [job, setJob] = useState<FetchJob<Done>>(IDLE);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const begin = (text: string): AbortController => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setJob({ status: "running", fraction: null, text });
    return controller;
  };
  /**
   * Runs `work` as the job (cancelling the one before), shown as `text` until it reports bytes;
   * a thrown error says "`what` could not be made", a cancel leaves the job idle. Gives what
   * `work` gives, or null when it failed or was cancelled (the job says why).
   */
  const run = useCallback(async <T>(text: string, what: string, work: (run: JobRun<Done>) => Promise<T | null>): Promise<T | null> => {
    const controller = begin(text);
    try {
      return await work(bindJob<Done>(controller.signal, setJob));
    } catch (error) {
      setJob(controller.signal.aborted ? IDLE : { status: "error", message: `${what} could not be made: ${error instanceof Error ? error.message : String(error)}. Check the connection and try again.` });
      return null;
    }
  }, []);

  const cancel = useCallback(() => {
    abort.current?.abort();
    abort.current = null;
    setJob(IDLE);
  }, []);

  const reset = useCallback(() => setJob(IDLE), []);

  return { job, run, cancel, reset };
}
