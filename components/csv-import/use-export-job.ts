"use client";
/**
 * Runs one long image export (Tabletop Simulator, print-on-demand PNGs) from the Export menu, as
 * the print dialog runs a PDF: through the one fetch job (components/ui/use-fetch-job.ts), so
 * Cancel closes the request and the server stops drawing, and the bar follows the bytes once the
 * answer starts.
 *
 * `download`: a zip from a GET route, saved under the route's file name. `post`: a JSON answer
 * (publishing TTS links), handed back to the caller.
 */
import { useCallback } from "react";
import { useFetchJob, type FetchJob } from "@/components/ui/use-fetch-job";

interface ExportDone {
  readonly message: string;
  readonly warnings: readonly string[];
}

export type ExportJob = FetchJob<ExportDone>;

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

export function useExportJob() {
  const { job, run, cancel, reset } = useFetchJob<ExportDone>();

  /** Downloads the zip at `url` and saves it; `describe` says what was saved. */
  const download = useCallback(
    async (url: string, text: string, fallbackName: string, describe: (fileName: string, response: Response) => string): Promise<void> => {
      await run(text, "The export", async (job) => {
        const got = await job.download(url, fallbackName);
        if (got !== null) job.done({ message: describe(got.fileName, got.response), warnings: warningsOf(got.response) });
        return null;
      });
    },
    [run],
  );

  /** POSTs `body` as JSON to `url`; the answer's JSON, or null when it failed or was cancelled (the job says why). */
  const post = useCallback(
    <T,>(url: string, body: unknown, text: string, describe: (answer: T) => ExportDone): Promise<T | null> =>
      run(text, "The links", async (job) => {
        const response = await job.fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
        if (response === null) return null;
        const answer = (await response.json()) as T;
        job.done(describe(answer));
        return answer;
      }),
    [run],
  );

  return { job, download, post, cancel, reset };
}
