/**
 * /packs/{id}/sandbox: the resolution sandbox (components/sandbox/sandbox.tsx). The page reads
 * the pack's cards of every era once and hands the browser small plain rows; resolving happens
 * in the browser with the engine.
 */
import { notPlayable } from "../not-playable";
import type { Metadata } from "next";
import { loadEraCards, loadPack } from "@/app/_lib/loaders";
import { shortCostsAndResources } from "@/components/era-table/rows";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { Sandbox } from "@/components/sandbox/sandbox";
import type { PackCardOption } from "@/components/sandbox/types";
import { slug } from "@/components/ui/format";
import { cardModel } from "@/lib/systems/got-cgs/attributes/analyze";

export const dynamic = "force-dynamic";

interface Props {
  params: Promise<{ packId: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pack = await loadPack((await params).packId);
  return { title: `Sandbox · ${pack.name}` };
}

export default async function SandboxPage({ params }: Props) {
  const pack = await loadPack((await params).packId);
  const refused = notPlayable(pack, "Sandbox", "sandbox");
  if (refused) return refused;
  const aliases = Object.fromEntries(pack.aliases.map((a) => [a.alias, a.target]));
  const eras = await Promise.all(pack.eras.map((e) => loadEraCards(pack.id, e.id)));
  const cards: PackCardOption[] = eras.flatMap(({ era, cards }) =>
    cards.map((c) => {
      const model = cardModel(c.attributes, aliases);
      return {
        id: c.id,
        identifier: c.identifier,
        format: c.format,
        attributes: c.attributes,
        era: era.name,
        type: model.type,
        roleplay: model.roleplay,
        short: shortCostsAndResources(model),
        haystack: `${c.identifier}\n${model.type ?? ""}\n${model.roleplay ?? ""}\n${c.attributes}`.toLowerCase(),
      };
    }),
  );
  return (
    <PageContainer wide>
      <PageHeader
        crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${pack.id}` }, { label: "Sandbox" }]}
        title="Resolution sandbox"
        subtitle="Lay cards out in the players' zones and see the end of the adventure or of the era resolve as you go, by the same rules engine as trial play."
      />
      <div className="mt-5">
        <Sandbox packId={pack.id} fileName={`${slug(pack.name)}.scenario.json`} cards={cards} aliases={aliases} />
      </div>
    </PageContainer>
  );
}
