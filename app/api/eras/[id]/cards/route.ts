/**
 * /api/eras/{id}/cards: the URL of /api/decks/{id}/cards before issue 26 renamed era decks to decks in the public
 * API, kept so links and scripts keep working. The same handlers (docs/api.md "Decks").
 */
import * as deck from "@/app/api/decks/[id]/cards/route";

export const dynamic = "force-dynamic";

export const GET = deck.GET;
export const POST = deck.POST;
export const { PUT, PATCH, DELETE, OPTIONS } = deck;
