-- Card fields as JSON (issue 12): a card keeps the columns every game system shares and its
-- system's own fields as one JSON value. GOT CGS's format becomes the card type ("silver" |
-- "gold"); directive, attributes and lore move into `fields` in that key order, and a gold
-- card's orientation follows them when it has one. SQLite cannot drop or rename columns that
-- take part in constraints, so both tables are rebuilt the way Prisma's migrations do it
-- (scripts/migrate.ts switches foreign keys off around this transaction and checks them after).

-- RedefineTables
CREATE TABLE "new_Card" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "eraId" TEXT NOT NULL,
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
    CONSTRAINT "Card_eraId_fkey" FOREIGN KEY ("eraId") REFERENCES "Era" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Card_pictureId_fkey" FOREIGN KEY ("pictureId") REFERENCES "Picture" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Card" ("id", "eraId", "position", "identifier", "type", "copies", "pictureId", "imagePath", "fields", "version", "createdAt", "updatedAt", "notes")
SELECT "id", "eraId", "position", "identifier", "format", "copies", "pictureId", "imagePath",
    CASE WHEN "orientation" IS NULL
        THEN json_object('directive', "directive", 'attributes', "attributes", 'lore', "lore")
        ELSE json_object('directive', "directive", 'attributes', "attributes", 'lore', "lore", 'orientation', "orientation")
    END,
    "version", "createdAt", "updatedAt", "notes"
FROM "Card";
DROP TABLE "Card";
ALTER TABLE "new_Card" RENAME TO "Card";
CREATE INDEX "Card_eraId_position_idx" ON "Card"("eraId", "position");
CREATE INDEX "Card_pictureId_idx" ON "Card"("pictureId");

CREATE TABLE "new_CardRevision" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "cardId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "restoredFrom" INTEGER,
    "identifier" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "copies" INTEGER NOT NULL,
    "pictureId" TEXT,
    "imagePath" TEXT,
    "fields" TEXT NOT NULL DEFAULT '{}',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CardRevision_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_CardRevision" ("id", "cardId", "version", "restoredFrom", "identifier", "type", "copies", "pictureId", "imagePath", "fields", "createdAt")
SELECT "id", "cardId", "version", "restoredFrom", "identifier", "format", "copies", "pictureId", "imagePath",
    CASE WHEN "orientation" IS NULL
        THEN json_object('directive', "directive", 'attributes', "attributes", 'lore', "lore")
        ELSE json_object('directive', "directive", 'attributes', "attributes", 'lore', "lore", 'orientation', "orientation")
    END,
    "createdAt"
FROM "CardRevision";
DROP TABLE "CardRevision";
ALTER TABLE "new_CardRevision" RENAME TO "CardRevision";
CREATE UNIQUE INDEX "CardRevision_cardId_version_key" ON "CardRevision"("cardId", "version");
