/**
 * `formatPack` as the registry's print half hands it out (lib/systems/registry-print.ts
 * `packFormatter`, for `cli format`): the kept cards named by their deck.
 */
import type { PackFormatter } from "../../registry-print-contract";
import type { GotCgsPackDocument } from "../pack-document";
import { formatPack } from "./format-pack";

export const GOT_CGS_FORMATTER: PackFormatter<GotCgsPackDocument> = (doc, options) => {
  const result = formatPack(doc, options);
  return { doc: result.doc, changed: result.changed, kept: result.kept.map((k) => ({ deck: k.era, identifier: k.identifier, reason: k.reason })) };
};
