/**
 * A card of a pack whose system uses the generated pages: the form generated from the
 * definition, the face preview and the card's findings (components/system-cards), autosaved,
 * with its history and the GOT CGS editor's card commands: previous / next in the deck's order
 * (getCard's previousId / nextId), New card of this card's type (the deck table's action, which
 * gives the new card its type and the definition's defaults), Duplicate and Delete (the GOT CGS
 * editor's actions: they copy and delete cards of any system). Each action checks the role.
 */
import { loadCard, loadEraCards, loadPack } from "@/app/_lib/loaders";
import { systemCardOf } from "@/app/_lib/system-findings";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { SystemCardEditor } from "@/components/system-cards/system-card-editor";
import { definitionForPack, packListsOf } from "@/lib/systems/pack-lists";
import type { SystemDefinition } from "@/lib/systems/types";
import { createSystemCardAction, previewSystemCardAction, saveSystemCardAction } from "../../../../actions";
import { deleteCardAction, duplicateCardAction, getRevisionAction, listRevisionsAction, restoreRevisionAction } from "./actions";

/** The card's history, with the GOT CGS editor's actions (revisions are kept for every card). */
const HISTORY = { listRevisions: listRevisionsAction, getRevision: getRevisionAction, restoreRevision: restoreRevisionAction };

/** `reveal`: the field the page opens at (`?field=`, checked against the definition by components/system-cards/reveal-field.ts). */
export async function SystemCardPage({ packId, cardId, definition: systemDefinition, reveal }: { packId: string; cardId: string; definition: SystemDefinition; reveal: string | null }) {
  const [card, pack] = await Promise.all([loadCard(packId, cardId), loadPack(packId)]);
  const { era, cards } = await loadEraCards(packId, card.eraId);
  // The form's choices and the live lint include the pack's own lists (Genesis: its custom abilities).
  const definition = definitionForPack(systemDefinition, packListsOf(pack.instructions));
  const others = cards.filter((c) => c.id !== card.id).map(systemCardOf);
  return (
    <PageContainer wide>
      <PageHeader
        crumbs={[
          { label: "Packs", href: "/" },
          { label: card.pack.name, href: `/packs/${packId}` },
          { label: era.name, href: `/packs/${packId}/eras/${era.id}` },
          { label: card.identifier },
        ]}
        title={card.identifier}
        subtitle={`${definition.cardTypes.find((t) => t.key === card.type)?.label ?? card.type} · ${definition.name}`}
      />
      <div className="mt-5">
        <SystemCardEditor
          key={card.id}
          definition={definition}
          card={{ id: card.id, version: card.version, pictureId: card.pictureId, imagePath: card.imagePath, ...systemCardOf(card) }}
          deckName={era.name}
          otherCards={others}
          save={saveSystemCardAction.bind(null, packId)}
          history={HISTORY}
          preview={previewSystemCardAction.bind(null, packId, card.id)}
          pictures={{ packId, list: pack.pictures.filter((p) => p.role === "card") }}
          reveal={reveal}
          commands={{
            place: { id: card.id, packId, eraId: card.eraId, position: card.position, previousId: card.previousId, nextId: card.nextId },
            createCard: createSystemCardAction,
            duplicateCard: duplicateCardAction,
            deleteCard: deleteCardAction,
          }}
        />
      </div>
    </PageContainer>
  );
}
