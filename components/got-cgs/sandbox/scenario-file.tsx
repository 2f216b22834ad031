"use client";
/**
 * Export the set-up as a `greenhouse.scenario/1` file, and import one. A bad file is refused
 * with every problem named by its path; the set-up on the screen is kept as it was.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FilePickerButton } from "@/components/ui/file-picker-button";
import { DownloadIcon, UploadIcon } from "@/components/ui/icons";
import { parseScenarioJson, type Scenario, type ScenarioInput } from "@/lib/packs/scenario";

export function ScenarioFile({ fileName, scenario, onImport }: { fileName: string; scenario: () => ScenarioInput; onImport: (doc: Scenario) => void }) {
  const [error, setError] = useState<{ file: string; problems: string[] } | null>(null);
  const download = () => {
    const blob = new Blob([`${JSON.stringify(scenario(), null, 2)}\n`], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  const read = async (file: File) => {
    const parsed = parseScenarioJson(await file.text());
    if (!parsed.ok) {
      setError({ file: file.name, problems: parsed.issues.map((i) => `${i.path}: ${i.message}`) });
      return;
    }
    setError(null);
    onImport(parsed.value);
  };
  return (
    <div className="flex flex-wrap items-start gap-2">
      <Button onClick={download}>
        <DownloadIcon /> Export scenario
      </Button>
      <FilePickerButton accept=".json,application/json" inputLabel="Import a scenario file" onFiles={([file]) => file && void read(file)}>
        <UploadIcon /> Import scenario
      </FilePickerButton>
      {error ? (
        <div role="alert" data-testid="scenario-import-error" className="basis-full rounded-md border border-danger/40 bg-danger-soft p-2 text-sm">
          <p className="font-medium text-danger">{error.file} is not a greenhouse.scenario/1 file; nothing was changed.</p>
          <ul className="mt-1 list-inside list-disc text-ink-soft">
            {error.problems.map((p, i) => (
              <li key={i} className="font-mono text-xs">
                {p}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
