/** Import a `greenhouse.replay/1` file: POST /api/games/import, then open it step by step. */
"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FilePickerButton } from "@/components/ui/file-picker-button";
import { UploadIcon } from "@/components/ui/icons";
import { errorText, postJson } from "./play-http";

export function ImportReplay({ packId }: { packId: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const importFile = async (file: File) => {
    setPending(true);
    setError(null);
    let doc: unknown;
    try {
      doc = JSON.parse(await file.text());
    } catch {
      setPending(false);
      setError("The file is not JSON.");
      return;
    }
    const res = await postJson<{ id: string }>(`/api/games/import?packId=${encodeURIComponent(packId)}`, doc);
    if (!res.ok) {
      setPending(false);
      setError(errorText(res.error));
      return;
    }
    // Stays busy until the replay's page replaces this one.
    router.push(`/packs/${packId}/play/${res.value.id}?replay=1`);
  };

  return (
    <div className="border-t border-line pt-3">
      <FilePickerButton accept=".json,application/json" inputLabel="Import a replay" busy={pending} onFiles={([file]) => file && void importFile(file)}>
        <UploadIcon /> Import a replay…
      </FilePickerButton>
      {error !== null ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
