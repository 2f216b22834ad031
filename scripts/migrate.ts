// `npm run db:migrate`: brings the database (data/greenhouse.db, or DATABASE_URL: a SQLite file or
// a PostgreSQL URL) up to date with prisma/migrations (SQLite) or prisma/migrations-postgresql.
// Exit 0 when up to date, 1 with a message that says how to fix it.
import { databaseFile, isPostgresUrl } from "../lib/server/db-path";
import { migrate } from "../lib/server/migrate";
import { migratePostgres } from "../lib/server/migrate-pg";

/** The URL without its password, for messages. */
const shown = (target: string) => target.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");

try {
  const target = databaseFile();
  const { applied, alreadyApplied } = isPostgresUrl(target) ? await migratePostgres(target) : migrate(target);
  if (applied.length === 0) {
    console.log(`db:migrate: ${shown(target)} is up to date (${alreadyApplied.length} migration(s) applied).`);
  } else {
    console.log(`db:migrate: applied ${applied.join(", ")} to ${shown(target)}.`);
  }
} catch (error) {
  console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
