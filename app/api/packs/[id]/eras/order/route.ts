/**
 * /api/packs/{id}/eras/order: the URL of /api/packs/{id}/decks/order before issue 26 renamed era decks to decks in the public
 * API, kept so links and scripts keep working. The same handlers (docs/api.md "Decks").
 */
import * as deck from "@/app/api/packs/[id]/decks/order/route";

export const dynamic = "force-dynamic";

export const PUT = deck.PUT;
export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = deck;
