/** Import a `greenhouse.replay/1` file: POST /api/games/import, then open it step by step. */
"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { errorText, postJson } from "./play-http";

export function ImportReplay({ packId }: { packId: string }) {
  const router = useRouter();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <div className="border-t border-line pt-3">
      <label htmlFor={id} className="text-sm font-medium">
        Import a replay
      </label>
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        disabled={pending}
        className="mt-1 block text-sm"
        onChange={async (e) => {
          const file = e.target.files?.[0];
          if (!file) return;
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
          router.push(`/packs/${packId}/play/${res.value.id}?replay=1`);
        }}
      />
      {error !== null ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
