-- Neutral words in storage (issue 26): the table "Era" becomes "Deck", Card."eraId" becomes
-- "deckId" and Picture."affiliation" becomes "backKey". Renamed in place: every row, index and
-- foreign key stays; constraints and indexes take the names Prisma gives them for the new names.

-- RenameTable
ALTER TABLE "Era" RENAME TO "Deck";
ALTER TABLE "Deck" RENAME CONSTRAINT "Era_pkey" TO "Deck_pkey";
ALTER TABLE "Deck" RENAME CONSTRAINT "Era_packId_fkey" TO "Deck_packId_fkey";
ALTER INDEX "Era_packId_position_idx" RENAME TO "Deck_packId_position_idx";
ALTER INDEX "Era_packId_name_key" RENAME TO "Deck_packId_name_key";

-- RenameColumn
ALTER TABLE "Card" RENAME COLUMN "eraId" TO "deckId";
ALTER TABLE "Card" RENAME CONSTRAINT "Card_eraId_fkey" TO "Card_deckId_fkey";
ALTER INDEX "Card_eraId_position_idx" RENAME TO "Card_deckId_position_idx";

-- RenameColumn
ALTER TABLE "Picture" RENAME COLUMN "affiliation" TO "backKey";
ALTER INDEX "Picture_packId_role_affiliation_key" RENAME TO "Picture_packId_role_backKey_key";
