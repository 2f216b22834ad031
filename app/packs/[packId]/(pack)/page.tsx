import Link from "next/link";
import { loadPack } from "@/app/_lib/loaders";
import { EraList } from "@/components/packs/era-list";
import { PackFacts } from "@/components/packs/pack-facts";

export const dynamic = "force-dynamic";

export default async function PackPage({ params }: { params: Promise<{ packId: string }> }) {
  const pack = await loadPack((await params).packId);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_320px]">
      <EraList packId={pack.id} eras={pack.eras} />
      <aside className="flex flex-col gap-4">
        <PackFacts pack={pack} />
        <div className="rounded-lg border border-line bg-surface p-4 text-sm text-ink-soft">
          <h2 className="mb-1 font-semibold text-ink">Print and check</h2>
          <p>
            <Link className="text-accent-ink underline-offset-2 hover:underline" href={`/packs/${pack.id}/print`} prefetch={false}>
              Print the pack
            </Link>{" "}
            as a PDF ready to cut, see every{" "}
            <Link className="text-accent-ink underline-offset-2 hover:underline" href={`/packs/${pack.id}/problems`}>
              problem
            </Link>{" "}
            the linter finds, or read the{" "}
            <Link className="text-accent-ink underline-offset-2 hover:underline" href="/rules" prefetch={false}>
              lint rules
            </Link>
            .
          </p>
        </div>
      </aside>
    </div>
  );
}
