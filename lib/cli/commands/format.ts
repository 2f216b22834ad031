import type { Command } from "../command";
import { EXIT_USAGE } from "../command";

// Placeholder until the format command lands; it is listed so `cli --help` shows the whole surface.
export const formatCommand: Command = {
  spec: { name: "format", usage: "format", summary: "(not built yet)", flags: { json: { value: false } }, positionals: [0, 99] },
  async run(_args, io) {
    io.stderr("greenhouse: the format command is not built yet\n");
    return EXIT_USAGE;
  },
};
