-- CreateTable
CREATE TABLE "SimulationChunk" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "runId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "start" INTEGER NOT NULL,
    "end" INTEGER NOT NULL,
    "done" INTEGER NOT NULL DEFAULT 0,
    "worker" TEXT,
    "finished" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "SimulationChunk_runId_fkey" FOREIGN KEY ("runId") REFERENCES "SimulationRun" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    "startedBy" TEXT,
    "chunks" INTEGER NOT NULL DEFAULT 0,
    "counts" TEXT,
    "source" TEXT,
    CONSTRAINT "SimulationRun_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_SimulationRun" ("bot", "cancelRequested", "createdAt", "done", "elapsedMs", "era", "error", "fingerprint", "games", "heartbeatAt", "id", "packId", "packUpdatedAt", "players", "report", "seed", "startedAt", "status") SELECT "bot", "cancelRequested", "createdAt", "done", "elapsedMs", "era", "error", "fingerprint", "games", "heartbeatAt", "id", "packId", "packUpdatedAt", "players", "report", "seed", "startedAt", "status" FROM "SimulationRun";
DROP TABLE "SimulationRun";
ALTER TABLE "new_SimulationRun" RENAME TO "SimulationRun";
CREATE INDEX "SimulationRun_packId_createdAt_idx" ON "SimulationRun"("packId", "createdAt");
CREATE INDEX "SimulationRun_status_idx" ON "SimulationRun"("status");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "SimulationChunk_runId_index_key" ON "SimulationChunk"("runId", "index");
