"use client";
/** The menu of one pack tile: rename, duplicate, export (download) and delete (after asking). */
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { issueFor, type ActionError, type ActionResult } from "@/lib/action-result";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { Field, Input } from "@/components/ui/field";
import { slug } from "@/components/ui/format";
import { CopyIcon, DownloadIcon, MoreIcon, PencilIcon, TrashIcon } from "@/components/ui/icons";
import { Menu } from "@/components/ui/menu";
import { useToast } from "@/components/ui/toast";
import { runAction } from "@/lib/client/run-action";

/** What the pack menu calls: the pages pass their server actions (app/actions.ts). */
export interface PackActionCallbacks {
  rename(id: string, name: string): Promise<ActionResult<{ id: string }>>;
  duplicate(id: string): Promise<ActionResult<{ id: string; name: string }>>;
  remove(id: string): Promise<ActionResult<null>>;
}

export function PackActions({ pack, afterDelete, actions }: { pack: { id: string; name: string }; afterDelete?: string; actions: PackActionCallbacks }) {
  const [dialog, setDialog] = useState<"rename" | "delete" | null>(null);
  const [name, setName] = useState(pack.name);
  const [error, setError] = useState<ActionError | null>(null);
  const [pending, start] = useTransition();
  const toast = useToast();
  const router = useRouter();

  const close = () => {
    setDialog(null);
    setError(null);
  };

  const rename = (event: React.FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await runAction(() => actions.rename(pack.id, name), "The name you typed is still here.");
      if (!result.ok) return setError(result.error);
      close();
      router.refresh();
    });
  };

  const duplicate = () =>
    start(async () => {
      const result = await runAction(() => actions.duplicate(pack.id), "The pack is as it was.");
      if (!result.ok) return toast.show({ tone: "error", title: "Could not duplicate the pack", description: result.error.message });
      toast.show({ title: `Duplicated as “${result.value.name}”` });
    });

  const remove = () =>
    start(async () => {
      const result = await runAction(() => actions.remove(pack.id), "The pack is still here.");
      if (!result.ok) return toast.show({ tone: "error", title: "Could not delete the pack", description: result.error.message });
      close();
      toast.show({ title: `Deleted “${pack.name}”` });
      if (afterDelete) router.push(afterDelete);
    });

  return (
    <>
      <Menu
        label={<MoreIcon />}
        ariaLabel={`Actions for ${pack.name}`}
        items={[
          {
            label: "Rename…",
            icon: <PencilIcon />,
            onSelect: () => {
              setName(pack.name);
              setDialog("rename");
            },
          },
          { label: "Duplicate", icon: <CopyIcon />, onSelect: duplicate },
          { kind: "link", label: "Export (.pack.json)", icon: <DownloadIcon />, href: `/api/packs/${pack.id}/export`, download: `${slug(pack.name)}.pack.json` },
          { kind: "separator" },
          { label: "Delete…", icon: <TrashIcon />, danger: true, onSelect: () => setDialog("delete") },
        ]}
      />
      <Dialog
        open={dialog === "rename"}
        onClose={close}
        title="Rename pack"
        size="sm"
        footer={
          <>
            <Button onClick={close}>Cancel</Button>
            <Button variant="primary" type="submit" form={`rename-${pack.id}`} pending={pending}>
              Rename
            </Button>
          </>
        }
      >
        <form id={`rename-${pack.id}`} onSubmit={rename}>
          <Field label="Pack name" error={issueFor(error, "name") ?? error?.message ?? null}>
            {(p) => <Input {...p} value={name} onChange={(e) => setName(e.target.value)} autoFocus required maxLength={200} />}
          </Field>
        </form>
      </Dialog>
      <ConfirmDialog
        open={dialog === "delete"}
        onClose={close}
        onConfirm={remove}
        pending={pending}
        title={`Delete “${pack.name}”?`}
        confirmLabel="Delete pack"
      >
        Its decks, cards, card histories and pictures are deleted too. This cannot be undone; export the pack first if you may want it back.
      </ConfirmDialog>
    </>
  );
}
