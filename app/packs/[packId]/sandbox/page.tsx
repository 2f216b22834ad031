/**
 * /packs/{id}/sandbox: the resolution sandbox of the pack's system (components/systems-ui.ts
 * `sandbox`; GOT CGS's: components/got-cgs/sandbox), offered where the system's engine has a
 * resolution view. The page reads the pack's cards of every deck once and the system turns them
 * into small plain rows for the browser; resolving happens in the browser with the engine.
 */
import { notPlayable } from "../not-playable";
import type { Metadata } from "next";
import { loadEraCards, loadPack } from "@/app/_lib/loaders";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { systemUi } from "@/components/systems-ui-registry";
import { slug } from "@/components/ui/format";

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
  const load = systemUi(pack.system)?.sandbox;
  if (load === undefined) {
    return (
      <PageContainer>
        <PageHeader crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${pack.id}` }, { label: "Sandbox" }]} title="Sandbox" />
        <p className="mt-5 max-w-prose text-sm" role="status">
          The engine of this pack&apos;s system resolves scenarios, but the app has no Sandbox to lay them out for it yet.
        </p>
      </PageContainer>
    );
  }
  const ui = await load();
  const aliases = Object.fromEntries(pack.aliases.map((a) => [a.alias, a.target]));
  const eras = await Promise.all(pack.eras.map((e) => loadEraCards(pack.id, e.id)));
  const cards = ui.cards(
    eras.flatMap(({ era, cards }) => cards.map((c) => ({ id: c.id, identifier: c.identifier, format: c.format, attributes: c.attributes, deck: era.name }))),
    aliases,
  );
  return (
    <PageContainer wide>
      <PageHeader
        crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${pack.id}` }, { label: "Sandbox" }]}
        title="Resolution sandbox"
        subtitle="Lay cards out in the players' zones and see the end of the adventure or of the era resolve as you go, by the same rules engine as trial play."
      />
      <div className="mt-5">
        <ui.Sandbox packId={pack.id} fileName={`${slug(pack.name)}.scenario.json`} cards={cards} aliases={aliases} />
      </div>
    </PageContainer>
  );
}
