"use client";
/** An empty era deck: say what to do next (write a card, or bring cards in from a CSV file). */
import { ButtonLink, Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LayersIcon, PlusIcon, UploadIcon } from "@/components/ui/icons";
import type { CardEditorActions } from "@/components/card-editor/card-callbacks";
import { useAddCard } from "./era-header-actions";

export function EraEmpty({ packId, eraId, createCard }: { packId: string; eraId: string; createCard: CardEditorActions["createCard"] }) {
  const { add, pending } = useAddCard(packId, eraId, createCard);
  return (
    <EmptyState
      icon={<LayersIcon size={20} />}
      title="This era deck has no cards yet"
      action={
        <>
          <Button variant="primary" onClick={() => add("silver")} pending={pending}>
            <PlusIcon /> Write the first card
          </Button>
          <ButtonLink href={`/packs/${packId}/eras/${eraId}/import`}>
            <UploadIcon /> Import from CSV
          </ButtonLink>
        </>
      }
    >
      An era needs adventure cards (Type &quot;Adventure&quot;, red border) and the support cards (Type &quot;Support&quot;, blue border) that cover their costs.
    </EmptyState>
  );
}
