/**
 * A deck of a pack whose system uses the generated pages: the table with the definition's
 * columns, filters, "New card", bulk copy / move / delete, and the deck's findings (card and deck rules).
 */
import { loadEraCards } from "@/app/_lib/loaders";
import { loadSystemFindings } from "@/app/_lib/system-findings";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { ButtonLink } from "@/components/ui/button";
import { ExportMenu } from "@/components/csv-import/export-menu";
import { PrinterIcon, UploadIcon } from "@/components/ui/icons";
import { SystemDeckTable } from "@/components/system-cards/system-deck-table";
import { plural } from "@/components/ui/format";
import type { SystemDefinition } from "@/lib/systems/types";
import { createSystemCardAction } from "../../../actions";
import { copyCardsAction, deleteCardsAction, listEraTargetsAction, listPackTargetsAction, moveCardsAction, reorderCardsAction } from "../actions";

/** Copy, move and delete a selection: the era table's actions, which check the caller's role on every card and on the target deck. */
const BULK_ACTIONS = { listPacks: listPackTargetsAction, listEras: listEraTargetsAction, copy: copyCardsAction, move: moveCardsAction, remove: deleteCardsAction };

export async function SystemDeckPage({ packId, eraId, definition }: { packId: string; eraId: string; definition: SystemDefinition }) {
  const [{ era, pack, cards }, findings] = await Promise.all([loadEraCards(packId, eraId), loadSystemFindings(packId, definition)]);
  const rows = cards.map((c) => ({ id: c.id, identifier: c.identifier, copies: c.copies, type: c.type, fields: c.fields }));
  return (
    <PageContainer wide>
      <PageHeader
        crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${packId}` }, { label: era.name }]}
        title={era.name}
        subtitle={cards.length === 0 ? `An empty ${definition.deckNoun}.` : `${plural(cards.length, "card")} · ${plural(era.copies, "copy", "copies")} to print`}
        actions={
          <>
            <ButtonLink href={`/packs/${packId}/eras/${eraId}/import`}>
              <UploadIcon /> Import CSV
            </ButtonLink>
            <ExportMenu packId={packId} deckName={era.name} />
            <ButtonLink href={`/packs/${packId}/print?era=${encodeURIComponent(era.name)}`} prefetch={false}>
              <PrinterIcon /> Print
            </ButtonLink>
          </>
        }
      />
      <div className="mt-5">
        <SystemDeckTable
          definition={definition}
          packId={packId}
          deckId={eraId}
          cards={rows}
          findings={findings.filter((f) => f.deckId === eraId)}
          createCard={createSystemCardAction}
          reorder={reorderCardsAction}
          bulkActions={BULK_ACTIONS}
        />
      </div>
    </PageContainer>
  );
}
