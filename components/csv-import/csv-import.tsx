"use client";
/**
 * Cards from a spreadsheet, in three steps: pick a CSV file, map its columns to card fields
 * (guessed from the headers), and preview every row with its problems before anything is
 * written. Format problems block a row; lint findings in the attribute text are shown but
 * allowed (a designer imports half-finished cards too).
 */
import clsx from "clsx";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink, Spinner } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Checkbox } from "@/components/ui/field";
import { FilePickerButton } from "@/components/ui/file-picker-button";
import { plural } from "@/components/ui/format";
import { UploadIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import type { FormatIssue } from "@/lib/packs/schema";
import type { CsvPreview } from "@/lib/server/preview-csv";
import { FieldPreviewTable } from "./field-preview-table";
import { importState } from "./import-state";
import { MappingTable } from "./mapping-table";
import { PreviewTable } from "./preview-table";

async function post<T>(url: string, body: unknown): Promise<{ ok: true; value: T } | { ok: false; message: string; issues: FormatIssue[] }> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const json = (await response.json().catch(() => null)) as unknown;
    if (response.ok) return { ok: true, value: json as T };
    const error = (json as { error?: { message?: string; issues?: FormatIssue[] } } | null)?.error;
    return { ok: false, message: error?.message ?? `The server answered ${response.status}.`, issues: error?.issues ?? [] };
  } catch {
    return { ok: false, message: "Could not reach Greenhouse; try again.", issues: [] };
  }
}

export function CsvImport({ packId, eraId, eraName }: { packId: string; eraId: string; eraName: string }) {
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [mapping, setMapping] = useState<Record<string, string> | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<{ message: string; issues: FormatIssue[] } | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [importing, setImporting] = useState(false);
  const [dragOver, setDragOver] = useState(false);
  const router = useRouter();
  const toast = useToast();

  // The file and mapping the shown preview was made from: an unchanged pair is not asked again.
  const shown = useRef("");
  // Every change of the file or the mapping asks the server for a fresh preview (debounced).
  useEffect(() => {
    if (!file) return;
    const key = `${file.name}\u0000${file.text.length}\u0000${JSON.stringify(mapping)}`;
    if (key === shown.current) return;
    let live = true;
    const timer = setTimeout(async () => {
      setLoading(true);
      const result = await post<CsvPreview>(`/api/decks/${eraId}/csv/preview`, mapping ? { text: file.text, mapping } : { text: file.text });
      if (!live) return;
      setLoading(false);
      if (!result.ok) return setError(result);
      setError(null);
      setPreview(result.value);
      shown.current = `${file.name}\u0000${file.text.length}\u0000${JSON.stringify(result.value.mapping)}`;
      if (!mapping) setMapping(result.value.mapping);
    }, mapping ? 250 : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [file, mapping, eraId]);

  const choose = async (picked: File) => {
    if (picked.size > 5 * 1024 * 1024) return setError({ message: `“${picked.name}” is larger than 5 MB; split it into several files.`, issues: [] });
    const text = await picked.text();
    setPreview(null);
    setMapping(null);
    setError(null);
    shown.current = "";
    setFile({ name: picked.name, text });
  };

  const doImport = async () => {
    if (!file || !mapping) return;
    setImporting(true);
    const result = await post<{ created: number; skipped: number }>(`/api/decks/${eraId}/csv/import`, { text: file.text, mapping, skipInvalid });
    setImporting(false);
    if (!result.ok) return setError(result);
    toast.show({ title: `Imported ${plural(result.value.created, "card")} into “${eraName}”`, description: result.value.skipped > 0 ? `${plural(result.value.skipped, "row")} with problems left out.` : undefined });
    router.push(`/packs/${packId}/eras/${eraId}`);
    router.refresh();
  };

  const blocking = (preview?.issues.length ?? 0) > 0;
  const footer = importState({ valid: preview?.valid ?? 0, invalid: preview?.invalid ?? 0, blocking }, skipInvalid, eraName);

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="csv-step-1">
        <h2 id="csv-step-1" className="mb-2 font-semibold">
          1. Choose a CSV file
        </h2>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragOver(false);
            const picked = e.dataTransfer.files[0];
            if (picked) void choose(picked);
          }}
          className={clsx("rounded-lg border-2 border-dashed p-5 transition-colors", dragOver ? "border-accent bg-accent-soft" : "border-line-strong bg-surface/60")}
        >
          <div className="flex flex-wrap items-center gap-3">
            <FilePickerButton variant={file ? "secondary" : "primary"} accept=".csv,.tsv,.txt,text/csv,text/plain" inputTestId="csv-input" onFiles={([picked]) => picked && void choose(picked)}>
              <UploadIcon /> {file ? "Choose another file…" : "Choose a file…"}
            </FilePickerButton>
            <p className="text-sm text-ink-muted">
              {file ? (
                <>
                  <strong className="font-medium text-ink">{file.name}</strong> · {plural(preview?.rows.length ?? 0, "row")}
                </>
              ) : (
                "or drop it here. The first row names the columns; commas, semicolons or tabs all work."
              )}
            </p>
            {loading ? <Spinner className="text-ink-muted" /> : null}
          </div>
        </div>
      </section>

      {error ? (
        <div role="alert" className="rounded-md border border-danger/30 bg-danger-soft px-3 py-2 text-sm text-danger">
          <p className="font-medium">{error.message}</p>
          {error.issues.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {error.issues.slice(0, 20).map((issue, i) => (
                <li key={i}>
                  <code className="font-mono text-xs">{issue.path}</code>: {issue.message}
                </li>
              ))}
              {error.issues.length > 20 ? <li>… and {error.issues.length - 20} more</li> : null}
            </ul>
          ) : null}
        </div>
      ) : null}

      {preview && mapping ? (
        <>
          <section aria-labelledby="csv-step-2">
            <h2 id="csv-step-2" className="mb-1 font-semibold">
              2. Map the columns
            </h2>
            {preview.mode === "attributes" ? (
              <p className="mb-3 text-sm text-ink-muted">
                Guessed from the headers; change any. A column can also become one attribute (a cell <code className="font-mono">Adventure</code> under{" "}
                <code className="font-mono">Type</code> writes <code className="font-mono">Type &quot;Adventure&quot;</code>) or one entry of a category.
              </p>
            ) : (
              <p className="mb-3 text-sm text-ink-muted">
                Guessed from the headers; change any. A column fills the card type or one field; a number column needs whole numbers, and a cell that cannot be its field&apos;s value is a problem of its row.
              </p>
            )}
            <MappingTable
              columns={preview.columns}
              mapping={mapping}
              issues={preview.issues}
              targets={preview.mode === "fields" ? preview.targets : undefined}
              text={file?.text ?? ""}
              onChange={setMapping}
            />
          </section>
          <section aria-labelledby="csv-step-3">
            <div className="mb-2 flex flex-wrap items-center gap-3">
              <h2 id="csv-step-3" className="font-semibold">
                3. Check the rows
              </h2>
              <Badge tone="accent">{plural(preview.valid, "row")} ready</Badge>
              {preview.invalid > 0 ? <Badge tone="error">{plural(preview.invalid, "row")} with problems</Badge> : null}
            </div>
            {preview.rows.length === 0 ? (
              <EmptyState title="The file has no rows under its header">Add one row per card below the header row.</EmptyState>
            ) : preview.mode === "fields" ? (
              <FieldPreviewTable rows={preview.rows} />
            ) : (
              <PreviewTable rows={preview.rows} />
            )}
          </section>
          <div className="sticky bottom-0 -mx-5 flex flex-wrap items-center gap-3 border-t border-line bg-surface/95 px-5 py-3 backdrop-blur">
            {preview.invalid > 0 && !blocking ? (
              <label className="flex items-center gap-2 text-sm text-ink-soft">
                <Checkbox checked={skipInvalid} onChange={(e) => setSkipInvalid(e.target.checked)} />
                Leave out the {plural(preview.invalid, "row")} with problems
              </label>
            ) : null}
            <p className="flex-1 text-sm text-ink-muted">{footer.hint}</p>
            <ButtonLink href={`/packs/${packId}/eras/${eraId}`}>Cancel</ButtonLink>
            <Button variant="primary" onClick={() => void doImport()} pending={importing} disabled={!footer.ready || loading}>
              {footer.label}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
