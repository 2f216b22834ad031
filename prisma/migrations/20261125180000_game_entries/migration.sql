-- CreateTable
CREATE TABLE "GameEntry" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "gameId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "by" TEXT NOT NULL,
    CONSTRAINT "GameEntry_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "GameEntry_gameId_index_key" ON "GameEntry"("gameId", "index");

-- Carry the existing games over: each game's log (a JSON array of { action, by }) becomes one
-- row per entry, its index the entry's position in the array.
INSERT INTO "GameEntry" ("gameId", "index", "action", "by")
SELECT "Game"."id", "entry"."key", json_extract("entry"."value", '$.action'), json_extract("entry"."value", '$.by')
FROM "Game", json_each("Game"."log") AS "entry"
ORDER BY "Game"."id", "entry"."key";

-- AlterTable
ALTER TABLE "Game" DROP COLUMN "log";
