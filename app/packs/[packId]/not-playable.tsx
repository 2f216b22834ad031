/**
 * What the Play, Sandbox and Simulate pages show for a pack whose game system does not offer
 * them: Play needs a rules engine (Altered, a system defined as data, has none); Sandbox needs
 * the engine's resolution view, Simulate its simulation hook played by the app
 * (lib/systems/engine.ts). Those pages say so and point back instead of failing.
 */
import Link from "next/link";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { findSystem } from "@/lib/systems/registry";
import type { GameSystem } from "@/lib/systems/types";

/** What a page needs of the pack's system. */
export type PageNeed = "engine" | "sandbox" | "simulate";

/** Whether `system` offers what a page needs (the pack header shows the page's button only then). */
export function offers(system: GameSystem | null, needs: PageNeed): boolean {
  const engine = system?.playable ? system.engine : undefined;
  if (engine === undefined) return false;
  if (needs === "sandbox") return engine.resolution !== undefined;
  if (needs === "simulate") return engine.simulation?.batches !== undefined;
  return true;
}

/** The page to show instead, or null when the pack's system offers what the page needs. */
export function notPlayable(pack: { id: string; name: string; system: string }, page: string, needs: PageNeed = "engine"): React.ReactNode | null {
  const system = findSystem(pack.system);
  if (offers(system, needs)) return null;
  const name = system?.definition.name ?? `"${pack.system}"`;
  const header = <PageHeader crumbs={[{ label: "Packs", href: "/" }, { label: pack.name, href: `/packs/${pack.id}` }, { label: page }]} title={page} />;
  if (system !== null && offers(system, "engine")) {
    const cli = needs === "simulate" && system.engine?.simulation !== undefined;
    return (
      <PageContainer>
        {header}
        <p className="mt-5 max-w-prose text-sm" role="status">
          {needs === "sandbox" ? `The ${page} page lays out what a rules engine resolves on its own; ${name}'s engine offers no such view.` : `${name}'s rules engine is not simulated in the app yet.`} Play its packs at the table
          (<Link href={`/packs/${pack.id}/play`} className="underline">Play</Link>){cli ? <> or simulate them with <code>npm run cli -- simulate</code></> : null}.
        </p>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      {header}
      <p className="mt-5 max-w-prose text-sm" role="status">
        {name} has no rules engine in Greenhouse, so its packs cannot be played, laid out in the sandbox or simulated. You can still
        write, lint and print its cards: <Link href={`/packs/${pack.id}`} className="underline">back to {pack.name}</Link>.
      </p>
    </PageContainer>
  );
}
