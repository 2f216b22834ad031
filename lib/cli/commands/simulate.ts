import type { Command } from "../command";
import { EXIT_USAGE } from "../command";

// Placeholder until the simulate command lands; it is listed so `cli --help` shows the whole surface.
export const simulateCommand: Command = {
  spec: { name: "simulate", usage: "simulate", summary: "(not built yet)", flags: { json: { value: false } }, positionals: [0, 99] },
  async run(_args, io) {
    io.stderr("greenhouse: the simulate command is not built yet\n");
    return EXIT_USAGE;
  },
};
