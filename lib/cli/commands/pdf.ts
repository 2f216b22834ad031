import type { Command } from "../command";
import { EXIT_USAGE } from "../command";

// Placeholder until the pdf command lands; it is listed so `cli --help` shows the whole surface.
export const pdfCommand: Command = {
  spec: { name: "pdf", usage: "pdf", summary: "(not built yet)", flags: { json: { value: false } }, positionals: [0, 99] },
  async run(_args, io) {
    io.stderr("greenhouse: the pdf command is not built yet\n");
    return EXIT_USAGE;
  },
};
