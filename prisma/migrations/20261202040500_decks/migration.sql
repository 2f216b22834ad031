-- Neutral words in storage (issue 26): the table "Era" becomes "Deck", Card."eraId" becomes
-- "deckId" and Picture."affiliation" becomes "backKey". Every row stays; ids do not change.
-- Deck and Card are rebuilt the way Prisma's migrations do it so that their constraint names are
-- the ones Prisma writes for the new names (scripts/migrate.ts switches foreign keys off around
-- this transaction and checks them after). Picture's column is renamed in place: no constraint
-- names it, only its unique index, which is recreated under Prisma's new name.

-- RedefineTables
CREATE TABLE "Deck" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "packId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Deck_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "Deck" ("id", "packId", "name", "position", "createdAt", "updatedAt")
SELECT "id", "packId", "name", "position", "createdAt", "updatedAt" FROM "Era";

CREATE TABLE "new_Card" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "deckId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "identifier" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "copies" INTEGER NOT NULL DEFAULT 1,
    "pictureId" TEXT,
    "imagePath" TEXT,
    "fields" TEXT NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "Card_deckId_fkey" FOREIGN KEY ("deckId") REFERENCES "Deck" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Card_pictureId_fkey" FOREIGN KEY ("pictureId") REFERENCES "Picture" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Card" ("id", "deckId", "position", "identifier", "type", "copies", "pictureId", "imagePath", "fields", "version", "createdAt", "updatedAt", "notes")
SELECT "id", "eraId", "position", "identifier", "type", "copies", "pictureId", "imagePath", "fields", "version", "createdAt", "updatedAt", "notes" FROM "Card";
DROP TABLE "Card";
ALTER TABLE "new_Card" RENAME TO "Card";
DROP TABLE "Era";

-- CreateIndex
CREATE INDEX "Deck_packId_position_idx" ON "Deck"("packId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Deck_packId_name_key" ON "Deck"("packId", "name");

-- CreateIndex
CREATE INDEX "Card_deckId_position_idx" ON "Card"("deckId", "position");

-- CreateIndex
CREATE INDEX "Card_pictureId_idx" ON "Card"("pictureId");

-- RenameColumn
DROP INDEX "Picture_packId_role_affiliation_key";
ALTER TABLE "Picture" RENAME COLUMN "affiliation" TO "backKey";

-- CreateIndex
CREATE UNIQUE INDEX "Picture_packId_role_backKey_key" ON "Picture"("packId", "role", "backKey");
