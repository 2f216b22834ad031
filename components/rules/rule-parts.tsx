/**
 * The frame every rule on the rules page shares, whatever system it belongs to: the article with
 * its linkable code, badges and summary, and the "Reported" / "Fixed" example figures with what
 * Greenhouse says about the bad one. components/got-cgs/rules/rule-entry.tsx (GOT CGS's rules) and
 * app/rules/system-rules.tsx (the rules of systems defined as data) fill them.
 */
import type { ReactNode } from "react";

export function RuleArticle({ code, badges, summary, children }: { code: string; badges: ReactNode; summary: ReactNode; children: ReactNode }) {
  return (
    <article id={code} aria-labelledby={`${code}-title`} className="scroll-mt-16 rounded-md border border-line bg-surface p-4">
      <header className="flex flex-wrap items-center gap-2">
        <h3 id={`${code}-title`} className="font-mono text-sm font-semibold text-ink">
          <a href={`#${code}`} className="focus-ring rounded hover:underline">
            {code}
          </a>
        </h3>
        {badges}
      </header>
      <p className="mt-1.5 max-w-prose text-sm text-ink-soft">{summary}</p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">{children}</div>
    </article>
  );
}

/** One example: "Reported" (bad) or "Fixed" (good), its text, and the findings the bad one gets. */
export function ExampleFigure({ kind, caption, says, children }: { kind: "bad" | "good"; caption?: ReactNode; says?: readonly string[]; children: ReactNode }) {
  const frame = kind === "bad" ? "border-danger/30 bg-danger-soft/40" : "border-accent/30 bg-accent-soft/40";
  return (
    <figure className={`min-w-0 rounded-md border ${frame} p-3`}>
      <figcaption className={`text-xs font-semibold ${kind === "bad" ? "text-danger" : "text-accent-ink"}`}>
        {kind === "bad" ? "Reported" : "Fixed"}
        {caption}
      </figcaption>
      {children}
      {says !== undefined && says.length > 0 ? (
        <div className="mt-2 border-t border-danger/20 pt-2 text-xs text-ink-soft">
          <span className="font-semibold text-ink">Greenhouse says: </span>
          {says.map((m, i) => (
            <q key={i} className="block">
              {m}
            </q>
          ))}
        </div>
      ) : null}
    </figure>
  );
}
