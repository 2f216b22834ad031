"use client";
/**
 * The print dialog: on the left the one button that renders the PDF and saves it (from the PDF
 * route itself, as the link beside it: use-print-job.ts), the options, and what preflight found; on the right the first sheet (front and
 * back) as it will print. Every option change re-draws the preview from the server's own
 * plan (GET .../pdf/preview), so what is shown is what prints. The options chosen last time for
 * the pack come back on the next visit (remembered-options.ts says why in this browser).
 */
import { useEffect, useMemo, useState } from "react";
import { Button, Spinner } from "@/components/ui/button";
import { DownloadIcon, FileIcon, PrinterIcon } from "@/components/ui/icons";
import { Skeleton } from "@/components/ui/skeleton";
import type { PreflightItem } from "@/lib/print/preflight";
import type { SheetPreview as Preview } from "@/lib/print/preview";
import { queryString } from "@/lib/print/query";
import { PreflightList } from "./preflight-list";
import { PrintOptionsForm, DEFAULT_FORM, formOptions, type PrintForm } from "./print-options";
import { loadPrintForm, savePrintForm } from "./remembered-options";
import { SheetPreview } from "./sheet-preview";
import { pdfUrl, usePrintJob, type PrintJob } from "./use-print-job";

export interface PrintDialogProps {
  readonly packId: string;
  readonly eras: readonly string[];
  /** Offer the attribute text mode (systems with attribute text only); default true. */
  readonly attributeMode?: boolean;
  /** What the pack's system calls a deck; default "era deck". */
  readonly deckNoun?: string;
}

interface JsonState<T> {
  readonly data: T | null;
  readonly error: string | null;
  readonly loading: boolean;
}

/** Fetches JSON from `url` whenever it changes (after `delay` ms of quiet); the latest answer wins. */
function useJson<T>(url: string | null, delay: number): JsonState<T> {
  const [state, setState] = useState<JsonState<T>>({ data: null, error: null, loading: url !== null });
  useEffect(() => {
    if (url === null) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState((s) => ({ ...s, loading: true }));
      try {
        const response = await fetch(url, { signal: controller.signal, cache: "no-store" });
        const body = (await response.json()) as T & { error?: { message: string } };
        if (!response.ok) setState({ data: null, error: body.error?.message ?? `The server answered ${response.status}.`, loading: false });
        else setState({ data: body, error: null, loading: false });
      } catch (error) {
        if (!controller.signal.aborted) setState({ data: null, error: `Could not reach the server (${error instanceof Error ? error.message : String(error)}).`, loading: false });
      }
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, delay]);
  return state;
}

function flipLabel(backs: string): string {
  return backs === "short-edge" ? "flip on the short edge" : "flip on the long edge";
}

/** Browser storage, or null where there is none (or reading it throws). */
function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function PrintDialog({ packId, eras, attributeMode = true, deckNoun = "era deck" }: PrintDialogProps) {
  const [form, setForm] = useState<PrintForm>(DEFAULT_FORM);
  // The server renders the defaults; the options remembered for this pack are read once
  // mounted (reading them while rendering would not match the server's HTML).
  const [restored, setRestored] = useState(false);
  const eraKey = eras.join("\u0000");
  useEffect(() => {
    const saved = loadPrintForm(localStore(), packId, eraKey === "" ? [] : eraKey.split("\u0000"));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- localStorage is only readable after hydration
    if (saved !== null) setForm(saved);
    setRestored(true);
  }, [packId, eraKey]);
  const checked = useMemo(() => formOptions(form), [form]);
  useEffect(() => {
    if (restored && checked.ok) savePrintForm(localStore(), packId, form);
  }, [restored, checked.ok, packId, form]);
  const query = checked.ok ? queryString(checked.options) : null;
  const base = `/api/packs/${encodeURIComponent(packId)}/pdf`;
  const preview = useJson<Preview>(query === null ? null : `${base}/preview?${query}`, 250);
  const preflightQuery = form.era === "" ? "" : `?${new URLSearchParams({ era: form.era })}`;
  const preflight = useJson<{ items: PreflightItem[] }>(`${base}/preflight${preflightQuery}`, 0);
  const { job, start, cancel } = usePrintJob(packId);
  const running = job.status === "running";
  const summary = preview.data?.summary;
  const calibration = `${base}?${queryString({ calibration: true, paper: form.paper, backs: form.backs === "none" ? "long-edge" : form.backs })}`;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(300px,360px)_1fr]">
      <div className="flex flex-col gap-5">
        <section className="rounded-lg border border-line bg-surface p-4 shadow-xs" aria-labelledby="print-go">
          <h2 id="print-go" className="sr-only">
            Make the PDF
          </h2>
          <p className="mb-3 text-sm text-ink-soft" data-testid="print-summary">
            {summary ? (
              <>
                {summary.cards} card{summary.cards === 1 ? "" : "s"} on {summary.sheets} sheet{summary.sheets === 1 ? "" : "s"} ({summary.pages} page{summary.pages === 1 ? "" : "s"})
                {summary.perSheet.silver !== null ? ` · ${summary.perSheet.silver} silver per sheet` : ""}
                {summary.perSheet.gold !== null ? ` · ${summary.perSheet.gold} gold per sheet` : ""}
              </>
            ) : (
              " "
            )}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="primary" onClick={() => query !== null && start(query)} disabled={query === null || running} pending={running}>
              <DownloadIcon /> Download PDF
            </Button>
            {running ? (
              <Button variant="ghost" onClick={cancel}>
                Cancel
              </Button>
            ) : null}
            {query !== null && !running ? (
              <a href={pdfUrl(packId, query)} className="text-xs text-ink-muted underline-offset-2 hover:text-ink hover:underline">
                or open the PDF link
              </a>
            ) : null}
          </div>
          <JobStatus job={job} backs={form.backs} />
        </section>

        <section className="rounded-lg border border-line bg-surface p-4 shadow-xs" aria-labelledby="print-options">
          <h2 id="print-options" className="mb-3 text-sm font-semibold text-ink">
            Options
          </h2>
          <PrintOptionsForm form={form} onChange={setForm} eras={eras} errors={checked.ok ? {} : checked.errors} calibrationHref={calibration} attributeMode={attributeMode} deckNoun={deckNoun} />
        </section>

        <section className="rounded-lg border border-line bg-surface p-4 shadow-xs" aria-labelledby="print-preflight">
          <h2 id="print-preflight" className="mb-2 text-sm font-semibold text-ink">
            Before you print
          </h2>
          <PreflightList items={preflight.data?.items ?? null} loading={preflight.loading} error={preflight.error} />
        </section>
      </div>

      <FirstSheet preview={preview} backs={form.backs} />
    </div>
  );
}

/** Where the PDF's making stands: its progress, the file saved with how to print it, or what went wrong. */
function JobStatus({ job, backs }: { readonly job: PrintJob; readonly backs: PrintForm["backs"] }) {
  return (
    <div className="mt-3" aria-live="polite">
      {job.status === "running" ? (
        <div data-testid="print-progress">
          {job.fraction === null ? (
            // Rendering on the server: how far it is is not known here, so the bar says only that it works.
            <div className="h-2 overflow-hidden rounded-full bg-sunken" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-label="PDF progress">
              <div className="h-full w-full animate-pulse rounded-full bg-accent/60" />
            </div>
          ) : (
            <div className="h-2 overflow-hidden rounded-full bg-sunken" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(job.fraction * 100)} aria-label="PDF progress">
              <div className="h-full rounded-full bg-accent transition-[width] duration-200" style={{ width: `${Math.max(2, job.fraction * 100)}%` }} />
            </div>
          )}
          <p className="mt-1.5 text-xs text-ink-muted">{job.text}…</p>
        </div>
      ) : job.status === "done" ? (
        <p className="flex items-start gap-2 text-sm text-ink-soft" data-testid="print-done">
          <FileIcon size={15} className="mt-0.5 shrink-0 text-accent" />
          <span>
            Saved <span className="font-medium text-ink">{job.fileName}</span>: {job.pages} pages. Print at 100 %{backs === "none" ? "." : `, double-sided, ${flipLabel(backs)}.`}
            {job.pictureProblems.length > 0 ? <span className="block text-warning">{job.pictureProblems.join(" ")}</span> : null}
          </span>
        </p>
      ) : job.status === "error" ? (
        <p className="text-sm text-danger" role="alert">
          {job.message}
        </p>
      ) : null}
    </div>
  );
}

/** The first sheet, front and back, as the server plans to print it. */
function FirstSheet({ preview, backs }: { readonly preview: JsonState<Preview>; readonly backs: PrintForm["backs"] }) {
  return (
    <section aria-labelledby="print-preview" className="min-w-0">
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <h2 id="print-preview" className="text-sm font-semibold text-ink">
          First sheet
        </h2>
        {preview.loading ? (
          <span className="flex items-center gap-1.5 text-xs text-ink-muted">
            <Spinner /> Updating
          </span>
        ) : null}
      </div>
      {preview.error ? (
        <p className="rounded-lg border border-line bg-surface p-4 text-sm text-danger" role="alert">
          {preview.error}
        </p>
      ) : preview.data === null ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="aspect-[210/297] w-full" />
          <Skeleton className="aspect-[210/297] w-full" />
        </div>
      ) : (
        <div className={preview.data.back ? "grid gap-4 sm:grid-cols-2" : "grid max-w-xl gap-4"} data-testid="print-preview">
          <figure className="flex flex-col gap-1.5">
            <SheetPreview page={preview.data.page} side={preview.data.front} pictures={preview.data.pictures} label="Front of the first sheet" className="w-full rounded-sm shadow-pop ring-1 ring-line" />
            <figcaption className="flex items-center gap-1.5 text-xs text-ink-muted">
              <PrinterIcon size={13} /> Front{preview.data.back ? ", printed first" : ""}
            </figcaption>
          </figure>
          {preview.data.back ? (
            <figure className="flex flex-col gap-1.5">
              <SheetPreview page={preview.data.page} side={preview.data.back} pictures={preview.data.pictures} label="Back of the first sheet, as printed" className="w-full rounded-sm shadow-pop ring-1 ring-line" />
              <figcaption className="flex items-start gap-1.5 text-xs text-ink-muted">
                <PrinterIcon size={13} className="mt-px shrink-0" /> Back, as printed: every back sits behind its front after you {flipLabel(backs)}.
              </figcaption>
            </figure>
          ) : null}
          {preview.data.pictureProblems.length > 0 ? (
            <p className="text-xs text-warning sm:col-span-2" data-testid="preview-picture-problems">
              {preview.data.pictureProblems.join(" ")}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
