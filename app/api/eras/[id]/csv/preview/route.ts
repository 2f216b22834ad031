/**
 * /api/eras/{id}/csv/preview: the URL of /api/decks/{id}/csv/preview before issue 26 renamed era decks to decks in the public
 * API, kept so links and scripts keep working. The same handlers (docs/api.md "Decks").
 */
import * as deck from "@/app/api/decks/[id]/csv/preview/route";

export const dynamic = "force-dynamic";

export const POST = deck.POST;
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = deck;
