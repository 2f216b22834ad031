"use client";
/**
 * Cards from a spreadsheet, in three steps: pick a CSV file, map its columns to card fields
 * (guessed from the headers), and preview every row with its problems before anything is
 * written. Format problems block a row; lint findings in the attribute text are shown but
 * allowed (a designer imports half-finished cards too). The view: the state, the preview and
 * the import are in use-csv-import.ts, the steps in csv-import-steps.tsx.
 */
import { CsvErrorBox, CsvFileStep, CsvImportFooter, CsvMappingStep, CsvRowsStep } from "./csv-import-steps";
import { useCsvImport } from "./use-csv-import";

export function CsvImport({ packId, eraId, eraName }: { packId: string; eraId: string; eraName: string }) {
  const csv = useCsvImport({ packId, eraId, eraName });
  const { file, mapping, preview } = csv;
  return (
    <div className="flex flex-col gap-6">
      <CsvFileStep file={file} rows={preview?.rows.length ?? 0} loading={csv.loading} onChoose={(picked) => void csv.choose(picked)} />
      {csv.error ? <CsvErrorBox error={csv.error} /> : null}
      {preview && mapping ? (
        <>
          <CsvMappingStep preview={preview} mapping={mapping} text={file?.text ?? ""} onChange={csv.setMapping} />
          <CsvRowsStep preview={preview} />
          <CsvImportFooter
            invalid={preview.invalid}
            blocking={csv.blocking}
            skipInvalid={csv.skipInvalid}
            onSkipInvalid={csv.setSkipInvalid}
            footer={csv.footer}
            cancelHref={`/packs/${packId}/eras/${eraId}`}
            importing={csv.importing}
            loading={csv.loading}
            onImport={() => void csv.doImport()}
          />
        </>
      ) : null}
    </div>
  );
}
