/**
 * The command line as a process: the entry of the bundle (scripts/build-cli.mjs writes it to
 * generated/cli/main.mjs) and of `tsx lib/cli/bin.ts`. Wires runCli to the process streams
 * and sets the exit code.
 */

// Before React loads (print imports it when pdf runs): its production build, as under
// `next start`; the development build checks every element it creates and prints slower.
// (NODE_ENV is typed read-only for application code; a process's entry may set it.)
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? "production" });

const { runCli } = await import("./main");
const code = await runCli(process.argv.slice(2), {
  stdout: (t) => void process.stdout.write(t),
  stderr: (t) => void process.stderr.write(t),
});
process.exitCode = code;

export {};
