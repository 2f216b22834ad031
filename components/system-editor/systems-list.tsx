"use client";
/**
 * The Systems page's list and its actions: create a blank system, a copy of any system (built-in
 * or stored), or one from a `greenhouse.system/1` file; export any as that file. A refused file or
 * key shows every issue with its path.
 */
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { FilePickerButton } from "@/components/ui/file-picker-button";
import type { SystemSummary } from "@/lib/server/systems/list-systems";
import { downloadSystem, getSystemDocument, postSystem, type ApiIssue } from "./api";
import { blankDefinition, copyDefinition, keyFromName } from "./draft";

interface Rejection {
  readonly message: string;
  readonly issues: readonly ApiIssue[];
}

function Issues({ rejection }: { rejection: Rejection | null }) {
  if (rejection === null) return null;
  return (
    <div className="mt-3 text-sm text-danger" role="alert">
      <p>{rejection.message}</p>
      {rejection.issues.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-xs">
          {rejection.issues.map((i) => (
            <li key={`${i.path}:${i.message}`}>
              <code className="font-mono">{i.path}</code>: {i.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The dialog that names a new system (blank, or a copy of `from`). */
function NewSystemDialog({ from, onClose }: { from: SystemSummary | "blank" | null; onClose: () => void }) {
  const [name, setName] = useState("");
  const [key, setKey] = useState("");
  const [keyTouched, setKeyTouched] = useState(false);
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const [pending, start] = useTransition();
  const router = useRouter();
  const effectiveKey = keyTouched ? key : keyFromName(name);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      let definition = blankDefinition(effectiveKey, name);
      if (from !== "blank" && from !== null) {
        const source = await getSystemDocument(from.key);
        if (!source.ok) return setRejection({ message: source.message, issues: source.issues });
        definition = copyDefinition(source.value.definition, effectiveKey, name);
      }
      const created = await postSystem(definition);
      if (!created.ok) return setRejection({ message: created.message, issues: created.issues });
      onClose();
      router.push(`/systems/${created.value.key}`);
    });
  };
  return (
    <Dialog
      open={from !== null}
      onClose={onClose}
      title={from === "blank" ? "New game system" : `Copy ${from?.name ?? ""}`}
      description="Its key names it in every pack of it and cannot change later."
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" type="submit" form="new-system-form" pending={pending}>
            Create system
          </Button>
        </>
      }
    >
      <form id="new-system-form" onSubmit={submit} className="flex flex-col gap-4">
        <Field label="Name">{(p) => <Input {...p} value={name} onChange={(e) => setName(e.target.value)} placeholder="Ginkgopolis" autoFocus required maxLength={200} />}</Field>
        <Field label="Key" hint="Letters, digits and dashes, starting with a letter.">
          {(p) => (
            <Input
              {...p}
              value={effectiveKey}
              onChange={(e) => {
                setKeyTouched(true);
                setKey(e.target.value);
              }}
              required
              maxLength={100}
            />
          )}
        </Field>
        <Issues rejection={rejection} />
      </form>
    </Dialog>
  );
}

export function SystemsList({ systems }: { systems: readonly SystemSummary[] }) {
  const [dialog, setDialog] = useState<SystemSummary | "blank" | null>(null);
  const [rejection, setRejection] = useState<Rejection | null>(null);
  const [busy, setBusy] = useState(false);
  const router = useRouter();

  const importFile = async (file: File) => {
    setBusy(true);
    setRejection(null);
    try {
      const created = await postSystem(await file.text());
      if (!created.ok) return setRejection({ message: `${file.name}: ${created.message}`, issues: created.issues });
      router.push(`/systems/${created.value.key}`);
    } finally {
      setBusy(false);
    }
  };
  const exportSystem = async (key: string) => {
    const source = await getSystemDocument(key);
    if (source.ok) downloadSystem(source.value.definition);
    else setRejection({ message: source.message, issues: source.issues });
  };

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => setDialog("blank")}>
          New system
        </Button>
        <FilePickerButton accept=".json,application/json" busy={busy} inputTestId="import-system-input" onFiles={([file]) => file && void importFile(file)}>
          Import system file
        </FilePickerButton>
      </div>
      <Issues rejection={rejection} />
      <ul className="mt-4 flex flex-col divide-y divide-line rounded-md border border-line bg-surface" aria-label="Game systems">
        {systems.map((s) => (
          <li key={s.key} className="flex flex-wrap items-center gap-3 p-3">
            <div className="min-w-64 flex-1">
              <Link href={`/systems/${s.key}`} className="font-medium text-ink hover:underline">
                {s.name}
              </Link>{" "}
              <Badge tone={s.builtIn ? "neutral" : "accent"}>{s.builtIn ? "built in" : `revision ${s.revision}`}</Badge>
              <p className="text-xs text-ink-muted">
                <code className="font-mono">{s.key}</code> · {s.packs} pack{s.packs === 1 ? "" : "s"} · {s.description}
              </p>
            </div>
            <Button size="sm" onClick={() => setDialog(s)}>
              Copy
            </Button>
            <Button size="sm" onClick={() => void exportSystem(s.key)}>
              Export
            </Button>
          </li>
        ))}
      </ul>
      <NewSystemDialog key={dialog === null ? "closed" : dialog === "blank" ? "blank" : dialog.key} from={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
