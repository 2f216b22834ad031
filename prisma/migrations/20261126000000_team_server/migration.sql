-- CreateTable
CREATE TABLE "SignInAttempt" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "address" TEXT NOT NULL,
    "at" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "User" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "admin" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "Membership" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Membership_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Membership_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Invitation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "packId" TEXT,
    "role" TEXT NOT NULL,
    "invitedById" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "acceptedAt" DATETIME,
    CONSTRAINT "Invitation_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Invitation_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    "authorId" TEXT,
    CONSTRAINT "CardRevision_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "CardRevision_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_CardRevision" ("cardId", "copies", "createdAt", "fields", "id", "identifier", "imagePath", "pictureId", "restoredFrom", "type", "version") SELECT "cardId", "copies", "createdAt", "fields", "id", "identifier", "imagePath", "pictureId", "restoredFrom", "type", "version" FROM "CardRevision";
DROP TABLE "CardRevision";
ALTER TABLE "new_CardRevision" RENAME TO "CardRevision";
CREATE UNIQUE INDEX "CardRevision_cardId_version_key" ON "CardRevision"("cardId", "version");
CREATE TABLE "new_Session" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "userId" TEXT,
    CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Session" ("createdAt", "expiresAt", "id") SELECT "createdAt", "expiresAt", "id" FROM "Session";
DROP TABLE "Session";
ALTER TABLE "new_Session" RENAME TO "Session";
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");
CREATE INDEX "Session_userId_idx" ON "Session"("userId");
CREATE TABLE "new_SimulationRun" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "packId" TEXT NOT NULL,
    "era" TEXT NOT NULL,
    "games" INTEGER NOT NULL,
    "seed" TEXT NOT NULL,
    "players" INTEGER NOT NULL,
    "bot" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "packUpdatedAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL,
    "done" INTEGER NOT NULL,
    "cancelRequested" BOOLEAN NOT NULL DEFAULT false,
    "heartbeatAt" DATETIME,
    "report" TEXT,
    "error" TEXT,
    "elapsedMs" INTEGER NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SimulationRun_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_SimulationRun" ("bot", "createdAt", "done", "elapsedMs", "era", "error", "fingerprint", "games", "id", "packId", "packUpdatedAt", "players", "report", "seed", "startedAt", "status") SELECT "bot", "createdAt", "done", "elapsedMs", "era", "error", "fingerprint", "games", "id", "packId", "packUpdatedAt", "players", "report", "seed", "startedAt", "status" FROM "SimulationRun";
DROP TABLE "SimulationRun";
ALTER TABLE "new_SimulationRun" RENAME TO "SimulationRun";
CREATE INDEX "SimulationRun_packId_createdAt_idx" ON "SimulationRun"("packId", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "SignInAttempt_address_at_idx" ON "SignInAttempt"("address", "at");

-- CreateIndex
CREATE INDEX "SignInAttempt_at_idx" ON "SignInAttempt"("at");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "Membership_packId_idx" ON "Membership"("packId");

-- CreateIndex
CREATE UNIQUE INDEX "Membership_userId_packId_key" ON "Membership"("userId", "packId");

-- CreateIndex
CREATE INDEX "Invitation_packId_idx" ON "Invitation"("packId");

