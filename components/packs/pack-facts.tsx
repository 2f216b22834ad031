/**
 * The pack's instructions at a glance (players, affiliations, level, durations), with a link
 * to edit them. Unset values say what the rulebook implies.
 */
import Link from "next/link";
import type { PackDetail } from "@/lib/server/types";

export function PackFacts({ pack }: { pack: PackDetail }) {
  const i = pack.instructions;
  const rows: [string, string][] = [
    ["Players", i.players !== undefined ? String(i.players) : "not set"],
    ["Affiliations", i.affiliations && i.affiliations.length > 0 ? i.affiliations.join(", ") : "not set (players choose)"],
    ["Player level", i.playerLevel ?? "beginner (implied)"],
    ["Turn time limit", i.turnTimeLimitMinutes !== undefined ? `${i.turnTimeLimitMinutes} min` : "not set"],
    ["Session play", i.sessionPlayDurationMinutes !== undefined ? `about ${i.sessionPlayDurationMinutes} min` : "not set"],
  ];
  if (pack.type === "expansion" || pack.type === "extension") rows.splice(0, 0, ["Extends", i.extends || "not set (required)"]);
  return (
    <div className="rounded-lg border border-line bg-surface p-4">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="font-semibold">Instructions</h2>
        <Link href={`/packs/${pack.id}/settings`} className="focus-ring rounded text-xs text-accent-ink hover:underline">
          Edit
        </Link>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className={value.startsWith("not set") ? "text-ink-muted italic" : "text-ink"}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
