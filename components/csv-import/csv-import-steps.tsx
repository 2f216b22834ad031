"use client";
/** The parts `<CsvImport>` draws: the file step, the error, the mapping step, the rows step, the footer. */
import clsx from "clsx";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, ButtonLink, Spinner } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Checkbox } from "@/components/ui/field";
import { FilePickerButton } from "@/components/ui/file-picker-button";
import { plural } from "@/components/ui/format";
import { UploadIcon } from "@/components/ui/icons";
import type { CsvPreview } from "@/lib/server/preview-csv";
import { FieldPreviewTable } from "./field-preview-table";
import type { ImportState } from "./import-state";
import { MappingTable } from "./mapping-table";
import { PreviewTable } from "./preview-table";
import type { CsvError, CsvFile } from "./use-csv-import";

export function CsvFileStep({ file, rows, loading, onChoose }: { file: CsvFile | null; rows: number; loading: boolean; onChoose: (picked: File) => void }) {
  const [dragOver, setDragOver] = useState(false);
  return (
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
          if (picked) onChoose(picked);
        }}
        className={clsx("rounded-lg border-2 border-dashed p-5 transition-colors", dragOver ? "border-accent bg-accent-soft" : "border-line-strong bg-surface/60")}
      >
        <div className="flex flex-wrap items-center gap-3">
          <FilePickerButton variant={file ? "secondary" : "primary"} accept=".csv,.tsv,.txt,text/csv,text/plain" inputTestId="csv-input" onFiles={([picked]) => picked && onChoose(picked)}>
            <UploadIcon /> {file ? "Choose another file…" : "Choose a file…"}
          </FilePickerButton>
          <p className="text-sm text-ink-muted">
            {file ? (
              <>
                <strong className="font-medium text-ink">{file.name}</strong> · {plural(rows, "row")}
              </>
            ) : (
              "or drop it here. The first row names the columns; commas, semicolons or tabs all work."
            )}
          </p>
          {loading ? <Spinner className="text-ink-muted" /> : null}
        </div>
      </div>
    </section>
  );
}

export function CsvErrorBox({ error }: { error: CsvError }) {
  return (
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
  );
}

export function CsvMappingStep({ preview, mapping, text, onChange }: { preview: CsvPreview; mapping: Record<string, string>; text: string; onChange: (mapping: Record<string, string>) => void }) {
  return (
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
      <MappingTable columns={preview.columns} mapping={mapping} issues={preview.issues} targets={preview.mode === "fields" ? preview.targets : undefined} text={text} onChange={onChange} />
    </section>
  );
}

export function CsvRowsStep({ preview }: { preview: CsvPreview }) {
  return (
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
  );
}

export interface CsvFooterProps {
  invalid: number;
  blocking: boolean;
  skipInvalid: boolean;
  onSkipInvalid: (skip: boolean) => void;
  footer: ImportState;
  cancelHref: string;
  importing: boolean;
  loading: boolean;
  onImport: () => void;
}

export function CsvImportFooter({ invalid, blocking, skipInvalid, onSkipInvalid, footer, cancelHref, importing, loading, onImport }: CsvFooterProps) {
  return (
    <div className="sticky bottom-0 -mx-5 flex flex-wrap items-center gap-3 border-t border-line bg-surface/95 px-5 py-3 backdrop-blur">
      {invalid > 0 && !blocking ? (
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          <Checkbox checked={skipInvalid} onChange={(e) => onSkipInvalid(e.target.checked)} />
          Leave out the {plural(invalid, "row")} with problems
        </label>
      ) : null}
      <p className="flex-1 text-sm text-ink-muted">{footer.hint}</p>
      <ButtonLink href={cancelHref}>Cancel</ButtonLink>
      <Button variant="primary" onClick={onImport} pending={importing} disabled={!footer.ready || loading}>
        {footer.label}
      </Button>
    </div>
  );
}
