/**
 * Property (issue 27, "the browser's prediction once disagreed with the server"): over 1,000
 * random seeded games, GOT CGS's and Genesis's, the table's prediction of every human action is
 * the server's answer: the same entries (actions and who took them) and the same state digest.
 *
 * The server side is the server's own code path without the database: lib/server/games/play.ts
 * (checkHumanAction, replayStored, playBots, takeBack), exactly what act() and undo() call, and
 * the digest tailDto() sends. The table side is what game-client's controller does: it holds the
 * states it was sent or predicted (lib/table/tail.ts `syncedFrom`), predicts with the table
 * adapter's engine (lib/table/prediction.ts), settles the answer, follows a take-back with
 * applyTail, and now and then reloads the game (GET). Everything that crosses the network goes
 * through JSON, as it does in the browser: the action posted, the entries answered, the state
 * and seed of a GET. Random seats (human, greedy and random bots; hot-seat humans), random seeds
 * (numbers and strings), random take-backs and reloads.
 *
 * GOT CGS's half runs here, Genesis's in prediction-property-genesis.test.ts (500 games each,
 * PROP_GAMES to change both): two files, so the halves run on two workers at once. The game and
 * the property are in prediction-property.ts.
 */
import { describePredictionProperty } from "./prediction-property";

describePredictionProperty({ name: "GOT CGS (seeds/tidebound.pack.json)", file: "tidebound.pack.json", players: [2, 2], games: Number(process.env.PROP_GAMES ?? 500), maxHuman: 40 });
