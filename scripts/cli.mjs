#!/usr/bin/env node
// `npm run cli -- <command> [arguments]`: runs the bundled command line (generated/cli/main.mjs),
// rebuilding it first when a source file changed since it was built (scripts/build-cli.mjs).
// The bundle itself also runs directly: `node generated/cli/main.mjs --help`.
import { pathToFileURL } from "node:url";
import { ensureCliBundle } from "./build-cli.mjs";

const main = await ensureCliBundle();
process.argv = [process.argv[0] ?? process.execPath, main, ...process.argv.slice(2)];
await import(pathToFileURL(main).href);
