-- CreateTable
CREATE TABLE "Pack" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "system" TEXT NOT NULL DEFAULT 'got-cgs',
    "name" TEXT NOT NULL,
    "game" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL DEFAULT 'edition',
    "instructions" TEXT NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "PackAlias" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "packId" TEXT NOT NULL,
    "alias" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    CONSTRAINT "PackAlias_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Era" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "packId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Era_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Card" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "eraId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "identifier" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "copies" INTEGER NOT NULL DEFAULT 1,
    "orientation" TEXT,
    "pictureId" TEXT,
    "imagePath" TEXT,
    "directive" TEXT NOT NULL DEFAULT '',
    "attributes" TEXT NOT NULL DEFAULT '',
    "lore" TEXT NOT NULL DEFAULT '',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Card_eraId_fkey" FOREIGN KEY ("eraId") REFERENCES "Era" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Card_pictureId_fkey" FOREIGN KEY ("pictureId") REFERENCES "Picture" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CardRevision" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "cardId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "restoredFrom" INTEGER,
    "identifier" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "copies" INTEGER NOT NULL,
    "orientation" TEXT,
    "pictureId" TEXT,
    "imagePath" TEXT,
    "directive" TEXT NOT NULL,
    "attributes" TEXT NOT NULL,
    "lore" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CardRevision_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Picture" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "packId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "affiliation" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL DEFAULT '',
    "mime" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "bytes" BLOB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Picture_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Pack_name_idx" ON "Pack"("name");

-- CreateIndex
CREATE INDEX "PackAlias_packId_position_idx" ON "PackAlias"("packId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "PackAlias_packId_alias_key" ON "PackAlias"("packId", "alias");

-- CreateIndex
CREATE INDEX "Era_packId_position_idx" ON "Era"("packId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "Era_packId_name_key" ON "Era"("packId", "name");

-- CreateIndex
CREATE INDEX "Card_eraId_position_idx" ON "Card"("eraId", "position");

-- CreateIndex
CREATE INDEX "Card_pictureId_idx" ON "Card"("pictureId");

-- CreateIndex
CREATE UNIQUE INDEX "CardRevision_cardId_version_key" ON "CardRevision"("cardId", "version");

-- CreateIndex
CREATE INDEX "Picture_packId_sha256_idx" ON "Picture"("packId", "sha256");

-- CreateIndex
CREATE UNIQUE INDEX "Picture_packId_role_affiliation_key" ON "Picture"("packId", "role", "affiliation");
