import { defineConfig } from "prisma/config";
import { databaseProvider, databaseUrl } from "./lib/server/db-path";

// The CLI reads this file; the app builds its own client on a driver adapter (lib/server/db.ts).
// DATABASE_URL chooses the provider: `postgresql://...` -> prisma/postgresql/schema.prisma (made
// from prisma/schema.prisma by `npm run db:generate`) and prisma/migrations-postgresql; anything
// else -> SQLite, prisma/schema.prisma and prisma/migrations.
const postgres = databaseProvider() === "postgresql";

export default defineConfig({
  schema: postgres ? "prisma/postgresql/schema.prisma" : "prisma/schema.prisma",
  migrations: { path: postgres ? "prisma/migrations-postgresql" : "prisma/migrations" },
  datasource: { url: databaseUrl() },
});
