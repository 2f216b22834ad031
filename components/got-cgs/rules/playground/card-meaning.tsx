/** What the rules read from the card: its type, roleplay, global attributes, categories and conditions. */
import { Badge } from "@/components/ui/badge";
import type { CardModel } from "@/lib/systems/got-cgs/attributes/model";

function value(v: number | string): string {
  return typeof v === "number" ? String(v) : `"${v}"`;
}

export function CardMeaning({ model }: { model: CardModel }) {
  const globals = Object.entries(model.globals).filter(([n]) => n !== "Type" && n !== "Roleplay");
  const categories = Object.entries(model.categories);
  const conditions = Object.entries(model.conditions);
  return (
    <div className="rounded-md border border-line bg-surface p-4">
      <h2 className="text-sm font-semibold text-ink">What the rules read</h2>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {model.type === null ? <Badge tone="error">no Type</Badge> : <Badge tone={model.type === "Adventure" ? "adventure" : "support"}>{model.type}</Badge>}
        {model.roleplay !== null ? <Badge tone="accent">{model.roleplay}</Badge> : null}
        {model.affiliation !== null ? <Badge>{model.affiliation}</Badge> : null}
      </div>
      {globals.length > 0 ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 font-mono text-xs">
          {globals.map(([n, v]) => (
            <div key={n} className="contents">
              <dt className="text-ink-soft">{n}</dt>
              <dd className="text-ink">{value(v)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {categories.map(([name, entries]) => (
        <section key={name} className="mt-3">
          <h3 className="font-mono text-xs font-semibold text-support">{name}</h3>
          <ul className="mt-0.5 font-mono text-xs text-ink">
            {Object.entries(entries).map(([n, v]) => (
              <li key={n} className="pl-3">
                {n} {value(v)}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {conditions.map(([name, list]) => (
        <section key={name} className="mt-3">
          <h3 className="font-mono text-xs font-semibold text-support">{name}</h3>
          <ul className="mt-0.5 font-mono text-xs text-ink">
            {list.map((c, i) => (
              <li key={i} className="pl-3">
                {c.category === null ? c.name : `${c.category}.${c.name}`} {c.op === "<" ? "at most" : c.op === ">" ? "at least" : "="} {c.values.map(value).join(" or ")}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
