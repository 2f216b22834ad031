/**
 * /api/eras/{id}: the URL of /api/decks/{id} before issue 26 renamed era decks to decks in the public
 * API, kept so links and scripts keep working. The same handlers (docs/api.md "Decks").
 */
import * as deck from "@/app/api/decks/[id]/route";

export const dynamic = "force-dynamic";

export const PATCH = deck.PATCH;
export const DELETE = deck.DELETE;
export const { GET, HEAD, POST, PUT, OPTIONS } = deck;
