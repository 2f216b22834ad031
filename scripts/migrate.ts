// `npm run db:migrate`: brings the database (data/greenhouse.db, or DATABASE_URL) up to date
// with prisma/migrations. Exit 0 when up to date, 1 with a message that says how to fix it.
import { databaseFile } from "../lib/server/db-path";
import { migrate } from "../lib/server/migrate";

try {
  const file = databaseFile();
  const { applied, alreadyApplied } = migrate(file);
  if (applied.length === 0) {
    console.log(`db:migrate: ${file} is up to date (${alreadyApplied.length} migration(s) applied).`);
  } else {
    console.log(`db:migrate: applied ${applied.join(", ")} to ${file}.`);
  }
} catch (error) {
  console.error(`db:migrate: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
