import { defineConfig } from "prisma/config";
import { databaseUrl } from "./lib/server/db-path";

// The CLI reads this file; the app builds its own client with the better-sqlite3 adapter
// (lib/server/db.ts). Both resolve the same absolute SQLite path.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: databaseUrl() },
});
