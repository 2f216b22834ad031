-- AlterTable
ALTER TABLE "Card" ADD COLUMN "notes" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "packId" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "document" TEXT NOT NULL,
    "options" TEXT NOT NULL,
    "log" TEXT NOT NULL DEFAULT '[]',
    "actions" INTEGER NOT NULL DEFAULT 0,
    "over" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Game_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Game_packId_updatedAt_idx" ON "Game"("packId", "updatedAt");
