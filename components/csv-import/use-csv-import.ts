"use client";
/**
 * The controller of `<CsvImport>`: the file chosen, the mapping, the server's preview of both
 * (asked again, debounced, whenever either changes), and the import itself. The view
 * (csv-import.tsx and csv-import-steps.tsx) draws what it returns.
 */
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { plural } from "@/components/ui/format";
import { useToast } from "@/components/ui/toast";
import type { FormatIssue } from "@/lib/packs/schema";
import type { CsvPreview } from "@/lib/server/preview-csv";
import { importState } from "./import-state";

export interface CsvError {
  readonly message: string;
  readonly issues: readonly FormatIssue[];
}

export interface CsvFile {
  readonly name: string;
  readonly text: string;
}

async function post<T>(url: string, body: unknown): Promise<({ ok: true; value: T }) | ({ ok: false } & CsvError)> {
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

const previewKey = (file: CsvFile, mapping: Record<string, string> | null) => `${file.name}\u0000${file.text.length}\u0000${JSON.stringify(mapping)}`;

/** The server's preview of the file under the mapping, asked again (debounced) when either changes. */
function useCsvPreview(eraId: string, file: CsvFile | null, mapping: Record<string, string> | null, setMapping: (mapping: Record<string, string>) => void, setError: (error: CsvError | null) => void) {
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [loading, setLoading] = useState(false);
  // The file and mapping the shown preview was made from: an unchanged pair is not asked again.
  const shown = useRef("");
  useEffect(() => {
    if (!file) return;
    if (previewKey(file, mapping) === shown.current) return;
    let live = true;
    const timer = setTimeout(async () => {
      setLoading(true);
      const result = await post<CsvPreview>(`/api/decks/${eraId}/csv/preview`, mapping ? { text: file.text, mapping } : { text: file.text });
      if (!live) return;
      setLoading(false);
      if (!result.ok) return setError(result);
      setError(null);
      setPreview(result.value);
      shown.current = previewKey(file, result.value.mapping);
      if (!mapping) setMapping(result.value.mapping);
    }, mapping ? 250 : 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [file, mapping, eraId, setMapping, setError]);
  /** Forgets the preview (a new file is coming). */
  const forget = () => {
    setPreview(null);
    shown.current = "";
  };
  return { preview, loading, forget };
}

export function useCsvImport({ packId, eraId, eraName }: { packId: string; eraId: string; eraName: string }) {
  const [file, setFile] = useState<CsvFile | null>(null);
  const [mapping, setMapping] = useState<Record<string, string> | null>(null);
  const [error, setError] = useState<CsvError | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [importing, setImporting] = useState(false);
  const router = useRouter();
  const toast = useToast();
  const { preview, loading, forget } = useCsvPreview(eraId, file, mapping, setMapping, setError);

  const choose = async (picked: File) => {
    if (picked.size > 5 * 1024 * 1024) return setError({ message: `“${picked.name}” is larger than 5 MB; split it into several files.`, issues: [] });
    const text = await picked.text();
    forget();
    setMapping(null);
    setError(null);
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
  return { file, mapping, setMapping, preview, loading, error, skipInvalid, setSkipInvalid, importing, blocking, footer, choose, doImport };
}
