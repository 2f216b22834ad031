/**
 * `db copy --from URL --to URL [--json]`: copies every pack, revision, picture, game, simulation,
 * account, role, invitation and session of one Greenhouse database into another (docs/deploy.md "Moving a studio").
 * URLs: `file:path.db` (SQLite, relative to the repository) or `postgresql://...`. Both are
 * migrated first; rows the target already has (same id) are left alone, so a second run copies
 * nothing new and duplicates nothing. Prints what it copied per table.
 * Exit codes: 0 done, 2 bad usage or a database that cannot be opened.
 */
import { flagBool, flagString, UsageError } from "../args";
import { EXIT_OK, type Command } from "../command";
import { copyDatabaseUrls } from "../../server/copy-database";
import { databaseFile } from "../../server/db-path";

/** A `file:` URL or a path -> absolute SQLite path; a PostgreSQL URL as given. */
function target(url: string): string {
  return databaseFile({ DATABASE_URL: url } as unknown as NodeJS.ProcessEnv);
}

export const dbCommand: Command = {
  spec: {
    name: "db",
    usage: "db copy --from URL --to URL [--json]",
    summary: "copy every pack, revision, picture, game and simulation from one database to another (SQLite file or PostgreSQL)",
    details: [
      "URLs: file:data/greenhouse.db (SQLite) or postgresql://user:password@host:5432/greenhouse",
      "Both databases are migrated first. Rows the target already has (same id) are left alone:",
      "running the copy twice duplicates nothing. Prints the rows copied per table.",
      "Exit codes: 0 done, 2 bad usage or a database that cannot be opened.",
    ].join("\n"),
    flags: { from: { value: true }, to: { value: true }, json: { value: false } },
    positionals: [1, 1],
  },
  async run(args, io) {
    if (args.positionals[0] !== "copy") throw new UsageError(`unknown db action "${args.positionals[0] ?? ""}"; try: db copy --from URL --to URL`);
    const from = flagString(args, "from");
    const to = flagString(args, "to");
    if (from === undefined || to === undefined) throw new UsageError("db copy needs --from URL and --to URL");
    const source = target(from);
    const destination = target(to);
    if (source === destination) throw new UsageError("--from and --to name the same database");
    const json = flagBool(args, "json");
    const result = await copyDatabaseUrls(source, destination, (c) => {
      if (!json) io.stderr(`${c.model.padEnd(14)} ${String(c.copied).padStart(6)} copied  ${String(c.skipped).padStart(6)} already there\n`);
    });
    if (json) io.stdout(`${JSON.stringify(result, null, 2)}\n`);
    else io.stdout(`db copy: ${result.copied} row(s) copied.\n`);
    return EXIT_OK;
  },
};
