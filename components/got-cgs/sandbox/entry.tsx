/**
 * GOT CGS's Sandbox as the Sandbox page takes it (components/systems-ui.ts `SystemSandboxUi`,
 * through components/systems-ui-registry.ts): the card options read through the attribute language
 * (type, roleplay, costs and resources in short, a search haystack) and the Sandbox itself.
 */
import { shortCostsAndResources } from "@/lib/systems/got-cgs/card-lint";
import { cardModel } from "@/lib/systems/got-cgs/attributes/analyze";
import type { SandboxProps, SystemSandboxUi } from "../../systems-ui";
import { Sandbox } from "./sandbox";
import type { PackCardOption } from "./types";

function GotCgsSandbox({ packId, fileName, cards, aliases }: SandboxProps) {
  return <Sandbox packId={packId} fileName={fileName} cards={cards as PackCardOption[]} aliases={aliases} />;
}

export const GOT_CGS_SANDBOX: SystemSandboxUi = {
  cards: (rows, aliases) =>
    rows.map((c): PackCardOption => {
      const model = cardModel(c.attributes, aliases);
      return {
        id: c.id,
        identifier: c.identifier,
        format: c.format as PackCardOption["format"],
        attributes: c.attributes,
        era: c.deck,
        type: model.type,
        roleplay: model.roleplay,
        short: shortCostsAndResources(model),
        haystack: `${c.identifier}\n${model.type ?? ""}\n${model.roleplay ?? ""}\n${c.attributes}`.toLowerCase(),
      };
    }),
  Sandbox: GotCgsSandbox,
};
