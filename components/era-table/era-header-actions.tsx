"use client";
/** The era page's actions: import cards from CSV or export them, print this era, add a silver or gold card. */
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button, ButtonLink } from "@/components/ui/button";
import { PlusIcon, PrinterIcon, UploadIcon } from "@/components/ui/icons";
import { Menu } from "@/components/ui/menu";
import { useToast } from "@/components/ui/toast";
import type { CardFormat } from "@/lib/packs/schema";
import type { CardEditorActions } from "@/components/card-editor/card-callbacks";
import { runAction } from "@/lib/client/run-action";
import { ExportMenu } from "@/components/csv-import/export-menu";

/** Adds a card and opens it in the editor; shared by the header and the empty state. */
export function useAddCard(packId: string, eraId: string, createCard: CardEditorActions["createCard"]) {
  const [pending, start] = useTransition();
  const router = useRouter();
  const toast = useToast();
  const add = (format: CardFormat) =>
    start(async () => {
      const result = await runAction(() => createCard(packId, eraId, format), "The era deck is as it was.");
      if (!result.ok) return toast.show({ tone: "error", title: "Could not add a card", description: result.error.message });
      // The new card opens with its identifier focused and selected: typing replaces the suggestion.
      router.push(`/packs/${packId}/eras/${eraId}/cards/${result.value.id}?field=identifier`);
    });
  return { add, pending };
}

export function EraHeaderActions({ packId, eraId, eraName, createCard }: { packId: string; eraId: string; eraName: string; createCard: CardEditorActions["createCard"] }) {
  const { add, pending } = useAddCard(packId, eraId, createCard);
  return (
    <>
      <ButtonLink href={`/packs/${packId}/eras/${eraId}/import`}>
        <UploadIcon /> Import CSV
      </ButtonLink>
      <ExportMenu packId={packId} deckName={eraName} />
      <ButtonLink href={`/packs/${packId}/play?era=${eraId}`} prefetch={false}>
        Play
      </ButtonLink>
      <ButtonLink href={`/packs/${packId}/print?era=${encodeURIComponent(eraName)}`} prefetch={false}>
        <PrinterIcon /> Print
      </ButtonLink>
      <div className="flex">
        <Button variant="primary" className="rounded-r-none" onClick={() => add("silver")} pending={pending}>
          <PlusIcon /> New card
        </Button>
        <div className="border-l border-white/30">
          <Menu
            label={<span className="text-white">▾</span>}
            ariaLabel="More ways to add a card"
            variant="primary"
            size="icon"
            items={[
              { label: "New silver card", onSelect: () => add("silver") },
              { label: "New gold card", onSelect: () => add("gold") },
            ]}
          />
        </div>
      </div>
    </>
  );
}
