-- Tabletop Simulator exports published as links this server serves (issue 29): the link, and the
-- files it serves as they were published. Both go with their pack (and the files with their link).
-- CreateTable
CREATE TABLE "ExportLink" (
    "id" TEXT NOT NULL,
    "token" TEXT NOT NULL,
    "packId" TEXT NOT NULL,
    "deck" TEXT NOT NULL DEFAULT '',
    "createdBy" TEXT NOT NULL DEFAULT '',
    "savedObject" TEXT NOT NULL,
    "files" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ExportLink_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ExportLinkFile" (
    "id" TEXT NOT NULL,
    "linkId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,

    CONSTRAINT "ExportLinkFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ExportLink_token_key" ON "ExportLink"("token");

-- CreateIndex
CREATE INDEX "ExportLink_packId_createdAt_idx" ON "ExportLink"("packId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "ExportLinkFile_linkId_name_key" ON "ExportLinkFile"("linkId", "name");

-- AddForeignKey
ALTER TABLE "ExportLink" ADD CONSTRAINT "ExportLink_packId_fkey" FOREIGN KEY ("packId") REFERENCES "Pack"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ExportLinkFile" ADD CONSTRAINT "ExportLinkFile_linkId_fkey" FOREIGN KEY ("linkId") REFERENCES "ExportLink"("id") ON DELETE CASCADE ON UPDATE CASCADE;
