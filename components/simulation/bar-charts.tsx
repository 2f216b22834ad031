"use client";
/**
 * The two bar charts the simulation report draws (recharts): horizontal bars for one value per
 * card (labels on the left, long identifiers readable), vertical bars for a distribution.
 * Colours come from the app's theme variables.
 */
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const AXIS = { fontSize: 11, fill: "var(--color-ink-soft)" };

export interface CardBarsProps<Row> {
  readonly rows: readonly Row[];
  readonly label: keyof Row & string;
  readonly value: keyof Row & string;
  /** Suffix of the value ("%"). */
  readonly unit?: string;
  /** The bars' scale ends here (100 for percentages). */
  readonly max?: number;
  readonly color: string;
  /** Tooltip line for a row. */
  readonly describe: (row: Row) => string;
  readonly name: string;
}

/** One horizontal bar per row, tall enough for every label (the caller scrolls it when long). */
export function CardBars<Row extends object>({ rows, label, value, unit = "", max, color, describe, name }: CardBarsProps<Row>) {
  const width = Math.min(220, Math.max(70, ...rows.map((r) => String(r[label]).length * 7 + 12)));
  return (
    <ResponsiveContainer width="100%" height={Math.max(80, rows.length * 20 + 36)}>
      <BarChart data={rows as unknown as Record<string, unknown>[]} layout="vertical" margin={{ top: 4, right: 44, bottom: 4, left: 4 }} barCategoryGap={3}>
        <CartesianGrid horizontal={false} stroke="var(--color-line)" />
        <XAxis type="number" domain={[0, max ?? "auto"]} tick={AXIS} tickFormatter={(v: number) => `${v}${unit}`} stroke="var(--color-line-strong)" />
        <YAxis type="category" dataKey={label as string} width={width} tick={AXIS} interval={0} stroke="var(--color-line-strong)" />
        <Tooltip cursor={{ fill: "var(--color-sunken)" }} formatter={(_v, _n, item) => [describe(item.payload as Row), name]} />
        <Bar dataKey={value as string} name={name} fill={color} isAnimationActive={false}>
          <LabelList dataKey={value as string} position="right" style={{ fontSize: 10, fill: "var(--color-ink-soft)" }} formatter={(v: unknown) => `${String(v)}${unit}`} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface CountBarsProps {
  readonly rows: readonly { readonly label: string; readonly count: number }[];
  readonly color: string;
  readonly xLabel: string;
  readonly name: string;
  readonly height?: number;
}

/** A distribution: one vertical bar per value, its count on top. */
export function CountBars({ rows, color, xLabel, name, height = 220 }: CountBarsProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={rows as { label: string; count: number }[]} margin={{ top: 18, right: 8, bottom: 22, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--color-line)" />
        <XAxis dataKey="label" tick={AXIS} interval="preserveStartEnd" stroke="var(--color-line-strong)" label={{ value: xLabel, position: "insideBottom", offset: -14, fontSize: 11, fill: "var(--color-ink-muted)" }} />
        <YAxis allowDecimals={false} tick={AXIS} width={44} stroke="var(--color-line-strong)" />
        <Tooltip cursor={{ fill: "var(--color-sunken)" }} formatter={(v) => [String(v), name]} labelFormatter={(l) => `${xLabel}: ${String(l)}`} />
        <Bar dataKey="count" name={name} fill={color} isAnimationActive={false}>
          <LabelList dataKey="count" position="top" style={{ fontSize: 10, fill: "var(--color-ink-soft)" }} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
