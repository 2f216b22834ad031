/**
 * Genesis's half of issue 27's prediction property (over 1,000 random games in all, GOT CGS's
 * 500 in prediction-property.test.ts): the table's prediction of every human action is the
 * server's answer. The game and the property are in prediction-property.ts.
 */
import { describePredictionProperty } from "./prediction-property";

describePredictionProperty({ name: "Genesis (seeds/genesis-demo.pack.json)", file: "genesis-demo.pack.json", players: [2, 2], games: Number(process.env.PROP_GAMES ?? 500), maxHuman: 60 });
