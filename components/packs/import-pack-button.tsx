"use client";
/**
 * "Import pack": picks a `greenhouse.pack/1` file, checks it here first (instant feedback on a
 * large file), then sends it to `POST /api/packs/import`. A rejected file shows every problem
 * with its path; nothing is written unless the whole file is valid.
 */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FilePickerButton } from "@/components/ui/file-picker-button";
import { UploadIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { isSystemPack, type FormatIssue } from "@/lib/packs/schema";
import { parseAnyPackJson } from "@/lib/packs/system-pack";
import { DEFAULT_SYSTEM, findSystem } from "@/lib/systems/registry";
import type { ImportResult } from "@/lib/server/types";
import { IssueList } from "./issue-list";

interface Rejection {
  file: string;
  message: string;
  issues: readonly FormatIssue[];
}

/** Reads an error body `{ error: { message, issues } }`; anything else becomes a plain message. */
export async function readError(response: Response): Promise<{ message: string; issues: FormatIssue[] }> {
  try {
    const body = (await response.json()) as { error?: { message?: string; issues?: FormatIssue[] } };
    return { message: body.error?.message ?? `The server answered ${response.status}.`, issues: body.error?.issues ?? [] };
  } catch {
    return { message: `The server answered ${response.status} ${response.statusText}.`, issues: [] };
  }
}

/**
 * The toast's line: counts, and the rename when a pack already had the file's name. `deckNoun` is
 * what the pack's system calls a deck ("era deck", "deck").
 */
export function importSummary(result: ImportResult, deckNoun = "era deck"): string {
  const counts = `${result.eras} ${deckNoun}${result.eras === 1 ? "" : "s"}, ${result.cards} ${result.cards === 1 ? "card" : "cards"}.`;
  if (result.renamedFrom === null) return counts;
  return `A pack named “${result.renamedFrom}” already exists, so this one is called “${result.name}”. ${counts}`;
}

export function ImportPackButton() {
  const [busy, setBusy] = useState(false);
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const toast = useToast();
  const router = useRouter();

  const importFile = async (file: File) => {
    setBusy(true);
    try {
      const text = await file.text();
      // Any system's file (a data system's has "decks"), checked here as the server will.
      const local = parseAnyPackJson(text);
      // A pack of a system stored on the server (not built in) is checked there: only the server knows it.
      const storedSystem = !local.ok && local.issues.every((i) => i.path === "system");
      if (!local.ok && !storedSystem) {
        setRejection({ file: file.name, message: "This file is not a valid greenhouse.pack/1 document, so nothing was imported.", issues: local.issues });
        return;
      }
      const response = await fetch("/api/packs/import", { method: "POST", headers: { "content-type": "application/json" }, body: text });
      if (!response.ok) {
        const { message, issues } = await readError(response);
        setRejection({ file: file.name, message, issues });
        return;
      }
      const imported = (await response.json()) as ImportResult;
      const noun = local.ok ? findSystem(isSystemPack(local.value) ? local.value.system : DEFAULT_SYSTEM)?.definition.deckNoun : "deck";
      toast.show({ title: `Imported “${imported.name}”`, description: importSummary(imported, noun) });
      router.push(`/packs/${imported.id}`);
    } catch (error) {
      setRejection({ file: file.name, message: `Could not import the file: ${error instanceof Error ? error.message : String(error)}`, issues: [] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <FilePickerButton accept=".json,application/json" inputTestId="import-pack-input" busy={busy} onFiles={([file]) => file && void importFile(file)}>
        <UploadIcon /> Import pack
      </FilePickerButton>
      <Dialog
        open={rejection !== null}
        onClose={() => setRejection(null)}
        title={`Could not import ${rejection?.file ?? "the file"}`}
        description={rejection?.message}
        size="lg"
        footer={
          <>
            <Button onClick={() => setRejection(null)}>Close</Button>
            <FilePickerButton variant="primary" accept=".json,application/json" busy={busy} onFiles={([file]) => file && void importFile(file)}>
              Choose another file
            </FilePickerButton>
          </>
        }
      >
        {rejection && rejection.issues.length > 0 ? <IssueList issues={rejection.issues} /> : null}
      </Dialog>
    </>
  );
}
