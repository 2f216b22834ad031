/**
 * The attributes text on a card preview: each line kept as written (indentation included),
 * names in semibold so the eye finds `AdventureCosts` and `Type` before their values.
 */
import { Fragment } from "react";

/** Splits a line into leading space, a leading name, and the rest; names are letters then letters or digits. */
export function splitAttributeLine(line: string): { indent: string; name: string; rest: string } {
  const match = /^(\s*)([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)?)?(.*)$/.exec(line);
  return { indent: match?.[1] ?? "", name: match?.[2] ?? "", rest: match?.[3] ?? line };
}

export function AttributeLines({ text }: { text: string }) {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  return (
    <div className="whitespace-pre-wrap">
      {lines.map((line, i) => {
        const { indent, name, rest } = splitAttributeLine(line);
        return (
          <Fragment key={i}>
            {indent}
            {name ? <span className="font-semibold">{name}</span> : null}
            {rest}
            {i < lines.length - 1 ? "\n" : null}
          </Fragment>
        );
      })}
    </div>
  );
}
