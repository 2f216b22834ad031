-- AlterTable
ALTER TABLE "SimulationRun" ADD COLUMN     "startedBy" TEXT,
ADD COLUMN     "chunks" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "counts" TEXT,
ADD COLUMN     "source" TEXT;

-- CreateTable
CREATE TABLE "SimulationChunk" (
    "id" TEXT NOT NULL,
    "runId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "start" INTEGER NOT NULL,
    "end" INTEGER NOT NULL,
    "done" INTEGER NOT NULL DEFAULT 0,
    "worker" TEXT,
    "finished" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "SimulationChunk_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "SimulationRun_status_idx" ON "SimulationRun"("status");

-- CreateIndex
CREATE UNIQUE INDEX "SimulationChunk_runId_index_key" ON "SimulationChunk"("runId", "index");

-- AddForeignKey
ALTER TABLE "SimulationChunk" ADD CONSTRAINT "SimulationChunk_runId_fkey" FOREIGN KEY ("runId") REFERENCES "SimulationRun"("id") ON DELETE CASCADE ON UPDATE CASCADE;
