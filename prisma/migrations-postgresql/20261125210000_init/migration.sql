-- CreateTable
CREATE TABLE "Pack" (
    "id" TEXT NOT NULL,
    "system" TEXT NOT NULL DEFAULT 'got-cgs',
    "name" TEXT NOT NULL,
    "game" TEXT NOT NULL DEFAULT '',
    "type" TEXT NOT NULL DEFAULT 'edition',
    "instructions" JSONB NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Pack_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PackAlias" (
    "id" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "alias" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "PackAlias_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Era" (
    "id" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Era_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Card" (
    "id" TEXT NOT NULL,
    "eraId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "identifier" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "copies" INTEGER NOT NULL DEFAULT 1,
    "pictureId" TEXT,
    "imagePath" TEXT,
    "fields" JSON NOT NULL DEFAULT '{}',
    "version" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Card_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CardRevision" (
    "id" TEXT NOT NULL,
    "cardId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "restoredFrom" INTEGER,
    "identifier" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "copies" INTEGER NOT NULL,
    "pictureId" TEXT,
    "imagePath" TEXT,
    "fields" JSON NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CardRevision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Picture" (
    "id" TEXT NOT NULL,
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
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Picture_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "document" JSONB NOT NULL,
    "options" JSONB NOT NULL,
    "actions" INTEGER NOT NULL DEFAULT 0,
    "over" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GameEntry" (
    "id" SERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "index" INTEGER NOT NULL,
    "action" JSONB NOT NULL,
    "by" TEXT NOT NULL,

    CONSTRAINT "GameEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SimulationRun" (
    "id" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "era" TEXT NOT NULL,
    "games" INTEGER NOT NULL,
    "seed" TEXT NOT NULL,
    "players" INTEGER NOT NULL,
    "bot" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "packUpdatedAt" TIMESTAMPTZ(3) NOT NULL,
    "status" TEXT NOT NULL,
    "done" INTEGER NOT NULL,
    "report" JSONB,
    "error" TEXT,
    "elapsedMs" INTEGER NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SimulationRun_pkey" PRIMARY KEY ("id")
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

-- CreateIndex
CREATE INDEX "Game_packId_updatedAt_idx" ON "Game"("packId", "updatedAt");

-- CreateIndex
CREATE UNIQUE INDEX "GameEntry_gameId_index_key" ON "GameEntry"("gameId", "index");

-- CreateIndex
CREATE INDEX "Session_expiresAt_idx" ON "Session"("expiresAt");

-- CreateIndex
CREATE INDEX "SimulationRun_packId_createdAt_idx" ON "SimulationRun"("packId", "createdAt");

-- AddForeignKey
ALTER TABLE "PackAlias" ADD CONSTRAINT "PackAlias_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Era" ADD CONSTRAINT "Era_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Card" ADD CONSTRAINT "Card_eraId_fkey" FOREIGN KEY ("eraId") REFERENCES "Era"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Card" ADD CONSTRAINT "Card_pictureId_fkey" FOREIGN KEY ("pictureId") REFERENCES "Picture"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardRevision" ADD CONSTRAINT "CardRevision_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Picture" ADD CONSTRAINT "Picture_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Game" ADD CONSTRAINT "Game_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GameEntry" ADD CONSTRAINT "GameEntry_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SimulationRun" ADD CONSTRAINT "SimulationRun_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack"("id") ON DELETE CASCADE ON UPDATE CASCADE;
