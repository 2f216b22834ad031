/**
 * What the Play, Sandbox and Simulate pages show for a pack whose game system has no rules engine
 * (a system defined as data, such as Altered): those pages need an engine, so they say so and
 * point back to the pack instead of failing.
 */
import Link from "next/link";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { findSystem } from "@/lib/systems/registry";

/**
 * The page to show instead, or null when the pack's system has an engine. `gotCgsOnly`: the page
 * (Sandbox, Simulate) lays out GOT CGS adventures and eras, so another playable system (Genesis)
 * is pointed to the table and to `cli simulate` instead.
 */
export function notPlayable(pack: { id: string; name: string; system: string }, page: string, gotCgsOnly = false): React.ReactNode | null {
  const system = findSystem(pack.system);
  if (system?.playable && (!gotCgsOnly || pack.system === "got-cgs")) return null;
  const name = system?.definition.name ?? `"${pack.system}"`;
  if (system?.playable) {
    return (
      <PageContainer>
        <PageHeader crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${pack.id}` }, { label: page }]} title={page} />
        <p className="mt-5 max-w-prose text-sm" role="status">
          The {page} page works with GOT CGS adventures and eras; {name} has neither. Play its packs at the table
          (<Link href={`/packs/${pack.id}/play`} className="underline">Play</Link>) or simulate them with <code>npm run cli -- simulate</code>.
        </p>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <PageHeader crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${pack.id}` }, { label: page }]} title={page} />
      <p className="mt-5 max-w-prose text-sm" role="status">
        {name} has no rules engine in Greenhouse, so its packs cannot be played, laid out in the sandbox or simulated. You can still
        write, lint and print its cards: <Link href={`/packs/${pack.id}`} className="underline">back to {pack.name}</Link>.
      </p>
    </PageContainer>
  );
}
