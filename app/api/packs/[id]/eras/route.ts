/**
 * /api/packs/{id}/eras: the URL of /api/packs/{id}/decks before issue 26 renamed era decks to decks in the public
 * API, kept so links and scripts keep working. The same handlers (docs/api.md "Decks").
 */
import * as deck from "@/app/api/packs/[id]/decks/route";

export const dynamic = "force-dynamic";

export const GET = deck.GET;
export const POST = deck.POST;
export const { PUT, PATCH, DELETE, OPTIONS } = deck;
