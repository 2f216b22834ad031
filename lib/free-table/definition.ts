/**
 * The `table` section of a system's definition (docs/systems.md, "The free table"): the zones a
 * seat plays with, the setup that lays the cards out, the counters, dice and phase names. Data
 * only, so a system defined in the app can be played without code.
 *
 * Pure: no framework. A setup step's condition is the definition's `Condition` (lib/systems/types.ts
 * passes it as `C`), and the zod schema is built from the definition schema's own condition schema
 * ({@link tableSchema}): one rule language, and no import cycle between this file and the definition's.
 */
import { z } from "zod";

/** Who a zone belongs to: one zone per seat, or one zone for the whole table. */
export type ZoneOwner = "seat" | "shared";
/** Who sees the faces of a zone's cards: its seat, everyone, or nobody (a deck). */
export type ZoneVisibility = "owner" | "all" | "hidden";
/** How the table lays a zone out; the engine treats them alike, index 0 is the top of a stack. */
export type ZoneLayout = "stack" | "row" | "grid";

export interface TableZoneDef {
  /** Key in actions and states (`{ "zone": "hand", "seat": 0 }`). */
  readonly key: string;
  readonly label: string;
  readonly owner: ZoneOwner;
  readonly visibility: ZoneVisibility;
  readonly layout: ZoneLayout;
  /** Cards entering this zone without an explicit face lie face down (Altered's mana). Default false. */
  readonly faceDown?: boolean;
}

/** One step of the setup, applied to every seat's deck in seat order (a shared zone once). */
export type TableSetupStep<C = unknown> =
  /** Every card of the seat's deck matching `where` goes from the start zone to `to`. */
  | { readonly do: "place"; readonly where: C; readonly to: string; readonly faceDown?: boolean }
  | { readonly do: "shuffle"; readonly zone: string }
  /** `count` cards from the top of `from` to `to` (fewer when `from` holds fewer). */
  | { readonly do: "deal"; readonly from: string; readonly to: string; readonly count: number };

export interface TableCounterDef {
  readonly key: string;
  readonly label: string;
  readonly on: "seat" | "card";
  /** A seat counter's value at the deal; a card counter's value before its first change. Default 0. */
  readonly start?: number;
}

export interface TableDef<C = unknown> {
  readonly players: { readonly min: number; readonly max: number };
  readonly zones: readonly TableZoneDef[];
  /**
   * The per-seat zone every card of a seat's deck starts in before the setup; default: the zone
   * `deck` when there is one, else the first per-seat zone.
   */
  readonly start?: string;
  readonly setup?: readonly TableSetupStep<C>[];
  readonly counters?: readonly TableCounterDef[];
  /** The dice a seat may roll, by number of sides; absent or empty: any die of 2 to 100 sides. */
  readonly dice?: readonly number[];
  /** Phase names of a turn, in order; absent: turns have no phases. */
  readonly phases?: readonly string[];
}

/** The most zones, setup steps, counters, dice and phases a table may list (a designer's table is small). */
export const TABLE_CAPS = { zones: 40, setup: 40, counters: 20, dice: 10, phases: 20, players: 8 } as const;

const key = z.string().regex(/^[A-Za-z][A-Za-z0-9-]*$/, "a key is letters, digits and dashes, starting with a letter");

/** The table's zod schema, reading conditions with the definition's own condition schema. */
export function tableSchema<C>(condition: z.ZodType<C>) {
  const zone = z.strictObject({
    key,
    label: z.string().min(1).max(60),
    owner: z.enum(["seat", "shared"]),
    visibility: z.enum(["owner", "all", "hidden"]),
    layout: z.enum(["stack", "row", "grid"]),
    faceDown: z.boolean().optional(),
  });
  const step = z.discriminatedUnion("do", [
    z.strictObject({ do: z.literal("place"), where: condition, to: key, faceDown: z.boolean().optional() }),
    z.strictObject({ do: z.literal("shuffle"), zone: key }),
    z.strictObject({ do: z.literal("deal"), from: key, to: key, count: z.number().int().min(1).max(999) }),
  ]);
  const counter = z.strictObject({ key, label: z.string().min(1).max(60), on: z.enum(["seat", "card"]), start: z.number().int().optional() });
  return z.strictObject({
    players: z.strictObject({ min: z.number().int().min(1).max(TABLE_CAPS.players), max: z.number().int().min(1).max(TABLE_CAPS.players) }),
    zones: z.array(zone).min(1, "a table needs at least one zone").max(TABLE_CAPS.zones),
    start: key.optional(),
    setup: z.array(step).max(TABLE_CAPS.setup).optional(),
    counters: z.array(counter).max(TABLE_CAPS.counters).optional(),
    dice: z.array(z.number().int().min(2).max(100)).max(TABLE_CAPS.dice).optional(),
    phases: z.array(z.string().min(1).max(60)).max(TABLE_CAPS.phases).optional(),
  });
}

/** The zone every card of a seat's deck starts in (see {@link TableDef.start}); undefined when the table has no per-seat zone. */
export function startZone(table: TableDef<unknown>): string | undefined {
  if (table.start !== undefined) return table.start;
  const own = table.zones.filter((z) => z.owner === "seat");
  return (own.find((z) => z.key === "deck") ?? own[0])?.key;
}

/**
 * The reference problems of a table whose shape is valid: zone and counter keys unique, steps and
 * `start` naming existing zones (`start` a per-seat one), players min <= max. `path` prefixes each
 * issue's path (`table.setup[1].to`). Conditions' fields are the caller's to check.
 */
export function tableIssues(table: TableDef<unknown>, path = "table"): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const add = (p: string, message: string) => issues.push({ path: `${path}.${p}`, message });
  const zones = new Map<string, TableZoneDef>();
  table.zones.forEach((z, i) => {
    if (zones.has(z.key)) add(`zones[${i}].key`, `The zone key "${z.key}" is used twice; keys must be unique.`);
    zones.set(z.key, z);
  });
  const known = [...zones.keys()].map((k) => `"${k}"`).join(", ");
  const zoneRef = (k: string, p: string) => {
    if (!zones.has(k)) add(p, `The zone "${k}" is not defined in "zones" (${known}).`);
  };
  if (table.players.min > table.players.max) add("players", `min ${table.players.min} is above max ${table.players.max}.`);
  if (table.start !== undefined) {
    zoneRef(table.start, "start");
    if (zones.get(table.start)?.owner === "shared") add("start", `The start zone "${table.start}" is shared; each seat's deck starts in a zone of its own.`);
  } else if (startZone(table) === undefined) {
    add("zones", "A table needs at least one per-seat zone (owner \"seat\") for each seat's deck to start in.");
  }
  (table.setup ?? []).forEach((s, i) => {
    if (s.do === "place") zoneRef(s.to, `setup[${i}].to`);
    else if (s.do === "shuffle") zoneRef(s.zone, `setup[${i}].zone`);
    else {
      zoneRef(s.from, `setup[${i}].from`);
      zoneRef(s.to, `setup[${i}].to`);
    }
  });
  const counters = new Set<string>();
  (table.counters ?? []).forEach((c, i) => {
    if (counters.has(c.key)) add(`counters[${i}].key`, `The counter key "${c.key}" is used twice; keys must be unique.`);
    counters.add(c.key);
  });
  return issues;
}

/** Every condition of the setup with its path, for the definition's field-reference check. */
export function tableConditions<C>(table: TableDef<C>, path = "table"): { path: string; condition: C }[] {
  return (table.setup ?? []).flatMap((s, i) => (s.do === "place" ? [{ path: `${path}.setup[${i}].where`, condition: s.where }] : []));
}
