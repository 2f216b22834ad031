"use client";
/**
 * What can be done with the selected cards: copy or move them to any deck of a pack of the same
 * game system (a card keeps its type and fields, which another system would not read), or delete
 * them (after confirming). GOT CGS's era table and every data system's deck table show it; the
 * deck's noun ("era deck", "deck") is the system's.
 */
import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { Field, Select } from "@/components/ui/field";
import { plural } from "@/components/ui/format";
import { CopyIcon, MoveIcon, TrashIcon, XIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import type { BulkActions, EraTarget, PackTarget } from "./era-callbacks";
import { runAction } from "@/lib/client/run-action";

export interface BulkBarProps {
  packId: string;
  eraId: string;
  ids: readonly string[];
  actions: BulkActions;
  onDone: () => void;
  onClear: () => void;
  /** What the system calls a deck (its definition's `deckNoun`); default GOT CGS's "era deck". */
  deckNoun?: string;
}

type Mode = "copy" | "move" | "delete" | null;

export function BulkBar({ packId, eraId, ids, actions, onDone, onClear, deckNoun = "era deck" }: BulkBarProps) {
  const [mode, setMode] = useState<Mode>(null);
  const [pending, start] = useTransition();
  const toast = useToast();
  const router = useRouter();
  const count = plural(ids.length, "card");

  const remove = () =>
    start(async () => {
      const result = await runAction(() => actions.remove(packId, [...ids]), "The cards are still selected.");
      if (!result.ok) return toast.show({ tone: "error", title: "Nothing was deleted", description: result.error.message });
      setMode(null);
      onDone();
      toast.show({ title: `Deleted ${plural(result.value.count, "card")}` });
      router.refresh();
    });

  return (
    <div className="flex items-center gap-2 rounded-lg border border-accent/30 bg-accent-soft px-3 py-2" role="region" aria-label="Selected cards">
      <span className="text-sm font-medium text-accent-ink">{count} selected</span>
      <div className="ml-2 flex gap-1.5">
        <Button size="sm" onClick={() => setMode("copy")}>
          <CopyIcon size={14} /> Copy to…
        </Button>
        <Button size="sm" onClick={() => setMode("move")}>
          <MoveIcon size={14} /> Move to…
        </Button>
        <Button size="sm" variant="ghost" className="text-danger hover:text-danger" onClick={() => setMode("delete")}>
          <TrashIcon size={14} /> Delete…
        </Button>
      </div>
      <Button size="sm" variant="ghost" className="ml-auto" onClick={onClear}>
        <XIcon size={14} /> Clear selection
      </Button>
      {mode === "copy" || mode === "move" ? (
        <TransferDialog
          mode={mode}
          deckNoun={deckNoun}
          packId={packId}
          eraId={eraId}
          ids={ids}
          actions={actions}
          onClose={() => setMode(null)}
          onDone={(message) => {
            setMode(null);
            onDone();
            toast.show({ title: message });
            router.refresh();
          }}
        />
      ) : null}
      <ConfirmDialog open={mode === "delete"} onClose={() => setMode(null)} onConfirm={remove} pending={pending} title={`Delete ${count}?`} confirmLabel={`Delete ${count}`}>
        The cards and their histories are deleted. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}

/** The packs a selection may go to: this pack's system's only (all of them until this pack is listed). */
export function sameSystemPacks(packs: readonly PackTarget[], packId: string): { readonly offered: readonly PackTarget[]; readonly hidden: number } {
  const system = packs.find((p) => p.id === packId)?.system;
  if (system === undefined) return { offered: packs, hidden: 0 };
  const offered = packs.filter((p) => p.system === system);
  return { offered, hidden: packs.length - offered.length };
}

function TransferDialog({
  mode,
  deckNoun,
  packId,
  eraId,
  ids,
  actions,
  onClose,
  onDone,
}: {
  mode: "copy" | "move";
  deckNoun: string;
  packId: string;
  eraId: string;
  ids: readonly string[];
  actions: BulkActions;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [packs, setPacks] = useState<PackTarget[]>([]);
  const [targetPack, setTargetPack] = useState(packId);
  const [eras, setEras] = useState<EraTarget[] | null>(null);
  const [targetEra, setTargetEra] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, start] = useTransition();

  useEffect(() => {
    void runAction(() => actions.listPacks(), "Only this pack is offered until then.").then((r) => (r.ok ? setPacks(r.value) : setError(r.error.message)));
  }, [actions]);
  useEffect(() => {
    let live = true;
    void runAction(() => actions.listEras(targetPack), "The cards are still selected: close this dialog and open it again.").then((r) => {
      if (!live) return;
      if (!r.ok) return setError(r.error.message);
      setEras(r.value);
      // Moving within the same era does nothing: preselect another one.
      const first = r.value.find((e) => mode === "copy" || e.id !== eraId) ?? r.value[0];
      setTargetEra(first?.id ?? "");
    });
    return () => {
      live = false;
    };
  }, [targetPack, eraId, mode, actions]);

  const submit = () =>
    start(async () => {
      const action = mode === "copy" ? actions.copy : actions.move;
      const result = await runAction(() => action(packId, [...ids], targetEra), "The cards are still selected and this dialog stays open.");
      if (!result.ok) return setError(result.error.message);
      const era = eras?.find((e) => e.id === targetEra)?.name ?? `the ${deckNoun}`;
      onDone(`${mode === "copy" ? "Copied" : "Moved"} ${plural(result.value.count, "card")} to “${era}”`);
    });

  const verb = mode === "copy" ? "Copy" : "Move";
  const { offered, hidden } = sameSystemPacks(packs, packId);
  const sameEra = mode === "move" && targetEra === eraId;
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={`${verb} ${plural(ids.length, "card")}`}
      description={mode === "copy" ? `Copies go to the end of the chosen ${deckNoun}; the originals stay.` : `The cards leave this ${deckNoun} and go to the end of the chosen one.`}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={submit} pending={pending} disabled={!targetEra || sameEra}>
            {verb}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <Field label="Pack" hint={hidden > 0 ? `Only packs of this pack's game system are listed (${plural(hidden, "other pack")} not): a card keeps its type and fields, which another system would not read.` : undefined}>
          {(p) => (
            <Select {...p} value={targetPack} onChange={(e) => setTargetPack(e.target.value)}>
              {offered.length === 0 ? <option value={packId}>This pack</option> : null}
              {offered.map((pack) => (
                <option key={pack.id} value={pack.id}>
                  {pack.name}
                  {pack.id === packId ? " (this pack)" : ""}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={deckNoun.charAt(0).toUpperCase() + deckNoun.slice(1)} error={sameEra ? `The cards are already in this ${deckNoun}; pick another.` : error}>
          {(p) => (
            <Select {...p} value={targetEra} onChange={(e) => setTargetEra(e.target.value)} disabled={!eras || eras.length === 0}>
              {eras && eras.length === 0 ? <option value="">That pack has no {deckNoun} yet</option> : null}
              {(eras ?? []).map((era) => (
                <option key={era.id} value={era.id}>
                  {era.name}
                  {era.id === eraId ? ` (this ${deckNoun})` : ""}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </Dialog>
  );
}
