-- CreateTable
CREATE TABLE "SimulationRun" (
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
    "report" TEXT,
    "error" TEXT,
    "elapsedMs" INTEGER NOT NULL,
    "startedAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "SimulationRun_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "SimulationRun_packId_createdAt_idx" ON "SimulationRun"("packId", "createdAt");
