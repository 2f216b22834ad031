import type { Command } from "../command";
import { EXIT_USAGE } from "../command";

// Placeholder until the resolve command lands; it is listed so `cli --help` shows the whole surface.
export const resolveCommand: Command = {
  spec: { name: "resolve", usage: "resolve", summary: "(not built yet)", flags: { json: { value: false } }, positionals: [0, 99] },
  async run(_args, io) {
    io.stderr("greenhouse: the resolve command is not built yet\n");
    return EXIT_USAGE;
  },
};
