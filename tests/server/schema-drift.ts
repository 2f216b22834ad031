/**
 * The migration drift check: what schema.prisma says the SQLite schema is (Prisma's own
 * mapping for SQLite) against what the migrations actually built (`PRAGMA table_info`,
 * `index_list`, `index_info`, `foreign_key_list`). Returns every difference as a sentence.
 *
 * The parser understands the subset of the Prisma schema language this project uses and throws
 * on anything else (a new attribute such as `@map` must be taught here, never silently ignored).
 */
import type Database from "better-sqlite3";

export interface ModelField {
  readonly name: string;
  readonly type: string;
  readonly optional: boolean;
  readonly list: boolean;
  readonly attributes: readonly string[];
}

export interface Model {
  readonly name: string;
  readonly fields: readonly ModelField[];
  readonly blockAttributes: readonly string[];
}

const SCALARS: Readonly<Record<string, string>> = {
  String: "TEXT",
  Int: "INTEGER",
  BigInt: "BIGINT",
  Float: "REAL",
  Decimal: "DECIMAL",
  Boolean: "BOOLEAN",
  DateTime: "DATETIME",
  Bytes: "BLOB",
};

const KNOWN_FIELD_ATTRIBUTES = /^@(id|default|updatedAt|relation|unique)\b/;
const KNOWN_BLOCK_ATTRIBUTES = /^@@(unique|index)\b/;

/** Splits `@a(x, y) @b` into `["@a(x, y)", "@b"]`, respecting parentheses and quotes. */
function splitAttributes(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === "(") depth++;
    if (!quoted && ch === ")") depth--;
    if (!quoted && depth === 0 && ch === "@" && current.trim() !== "" && !current.endsWith("@")) {
      out.push(current.trim());
      current = "";
    }
    current += ch;
  }
  if (current.trim() !== "") out.push(current.trim());
  return out;
}

/** Parses the models of a schema.prisma text. Throws on syntax this checker does not know. */
export function parseModels(schema: string): Model[] {
  const models: Model[] = [];
  const lines = schema.split("\n").map((l) => l.replace(/\/\/.*$/, "").trim());
  for (let i = 0; i < lines.length; i++) {
    const header = /^model\s+(\w+)\s*\{$/.exec(lines[i] ?? "");
    if (header?.[1] === undefined) {
      if (/^(enum|type|view)\b/.test(lines[i] ?? "")) throw new Error(`schema-drift: "${lines[i]}" is not supported; teach tests/server/schema-drift.ts`);
      continue;
    }
    const fields: ModelField[] = [];
    const blockAttributes: string[] = [];
    for (i++; i < lines.length && lines[i] !== "}"; i++) {
      const line = lines[i] ?? "";
      if (line === "") continue;
      if (line.startsWith("@@")) {
        if (!KNOWN_BLOCK_ATTRIBUTES.test(line)) throw new Error(`schema-drift: model ${header[1]}: "${line}" is not supported; teach tests/server/schema-drift.ts`);
        blockAttributes.push(line);
        continue;
      }
      const field = /^(\w+)\s+(\w+)(\?|\[\])?\s*(.*)$/.exec(line);
      if (field?.[1] === undefined || field[2] === undefined) throw new Error(`schema-drift: model ${header[1]}: cannot read "${line}"`);
      const attributes = field[4] === undefined || field[4] === "" ? [] : splitAttributes(field[4]);
      for (const attribute of attributes) {
        if (!KNOWN_FIELD_ATTRIBUTES.test(attribute)) throw new Error(`schema-drift: ${header[1]}.${field[1]}: "${attribute}" is not supported; teach tests/server/schema-drift.ts`);
      }
      fields.push({ name: field[1], type: field[2], optional: field[3] === "?", list: field[3] === "[]", attributes });
    }
    models.push({ name: header[1], fields, blockAttributes });
  }
  return models;
}

const listOf = (text: string) => text.split(",").map((s) => s.trim()).filter((s) => s !== "");
const argument = (attribute: string, name: string) => new RegExp(`${name}:\\s*\\[([^\\]]*)\\]`).exec(attribute)?.[1];

/** The SQL default Prisma writes for an `@default(...)`, or null when the client supplies it. */
function sqlDefault(attribute: string | undefined): string | null {
  if (attribute === undefined) return null;
  const value = /^@default\((.*)\)$/.exec(attribute)?.[1]?.trim();
  if (value === undefined) throw new Error(`schema-drift: cannot read ${attribute}`);
  if (value === "cuid()" || value === "uuid()" || value === "autoincrement()" || /^(cuid|uuid|nanoid|ulid)\(/.test(value)) return null;
  if (value === "now()") return "CURRENT_TIMESTAMP";
  if (value.startsWith('"')) return `'${(JSON.parse(value) as string).replace(/'/g, "''")}'`;
  if (/^-?\d+(\.\d+)?$/.test(value) || value === "true" || value === "false") return value;
  throw new Error(`schema-drift: default ${value} is not supported; teach tests/server/schema-drift.ts`);
}

const ON_DELETE: Readonly<Record<string, string>> = {
  Cascade: "CASCADE",
  SetNull: "SET NULL",
  Restrict: "RESTRICT",
  NoAction: "NO ACTION",
  SetDefault: "SET DEFAULT",
};

interface TableInfo {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}
interface IndexRow {
  name: string;
  unique: number;
  origin: string;
}
interface ForeignKeyRow {
  table: string;
  from: string;
  to: string;
  on_update: string;
  on_delete: string;
}

/** Every difference between the models and the database `db` (empty when they agree). */
export function schemaDrift(models: readonly Model[], db: Database.Database): string[] {
  const problems: string[] = [];
  const modelNames = new Set(models.map((m) => m.name));
  const tables = (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '_prisma_migrations'`).all() as { name: string }[]).map((t) => t.name);
  for (const table of tables) if (!modelNames.has(table)) problems.push(`table ${table} exists in the database but no model declares it`);

  for (const model of models) {
    if (!tables.includes(model.name)) {
      problems.push(`model ${model.name} has no table`);
      continue;
    }
    const columns = db.prepare(`PRAGMA table_info("${model.name}")`).all() as TableInfo[];
    const scalars = model.fields.filter((f) => !f.list && SCALARS[f.type] !== undefined);
    const relations = model.fields.filter((f) => f.attributes.some((a) => a.startsWith("@relation")) && !f.list);
    for (const f of model.fields) {
      if (SCALARS[f.type] === undefined && !models.some((m) => m.name === f.type)) throw new Error(`schema-drift: ${model.name}.${f.name}: type ${f.type} is not supported`);
    }
    const colNames = columns.map((c) => c.name);
    const fieldNames = scalars.map((f) => f.name);
    if (colNames.join(",") !== fieldNames.join(",")) problems.push(`${model.name}: columns are (${colNames.join(", ")}) but the model's fields are (${fieldNames.join(", ")})`);
    for (const field of scalars) {
      const column = columns.find((c) => c.name === field.name);
      if (column === undefined) continue;
      const where = `${model.name}.${field.name}`;
      const expectedType = SCALARS[field.type] ?? "?";
      if (column.type !== expectedType) problems.push(`${where}: SQL type ${column.type}, expected ${expectedType}`);
      const isId = field.attributes.some((a) => a === "@id" || a.startsWith("@id "));
      if (isId !== (column.pk === 1)) problems.push(`${where}: primary key ${column.pk === 1} in the database, ${isId} in the model`);
      const notnull = !field.optional;
      if (notnull !== (column.notnull === 1)) problems.push(`${where}: ${column.notnull === 1 ? "NOT NULL" : "nullable"} in the database, ${notnull ? "required" : "optional"} in the model`);
      const expectedDefault = sqlDefault(field.attributes.find((a) => a.startsWith("@default")));
      if ((column.dflt_value ?? null) !== expectedDefault) problems.push(`${where}: default ${column.dflt_value ?? "none"} in the database, ${expectedDefault ?? "none"} in the model`);
    }

    // Indexes (the primary key's automatic index excluded).
    const expected = new Map<string, { unique: boolean; columns: string[] }>();
    for (const attr of model.blockAttributes) {
      const cols = listOf(/\[([^\]]*)\]/.exec(attr)?.[1] ?? "");
      const unique = attr.startsWith("@@unique");
      expected.set(`${model.name}_${cols.join("_")}_${unique ? "key" : "idx"}`, { unique, columns: cols });
    }
    for (const f of scalars) if (f.attributes.includes("@unique")) expected.set(`${model.name}_${f.name}_key`, { unique: true, columns: [f.name] });
    const indexes = (db.prepare(`PRAGMA index_list("${model.name}")`).all() as IndexRow[]).filter((i) => i.origin !== "pk");
    for (const index of indexes) {
      const want = expected.get(index.name);
      if (want === undefined) {
        problems.push(`${model.name}: index ${index.name} exists in the database but not in the model`);
        continue;
      }
      const cols = (db.prepare(`PRAGMA index_info("${index.name}")`).all() as { name: string }[]).map((c) => c.name);
      if (cols.join(",") !== want.columns.join(",")) problems.push(`${model.name}: index ${index.name} is on (${cols.join(", ")}), the model says (${want.columns.join(", ")})`);
      if ((index.unique === 1) !== want.unique) problems.push(`${model.name}: index ${index.name} is ${index.unique === 1 ? "unique" : "not unique"} in the database`);
      expected.delete(index.name);
    }
    for (const name of expected.keys()) problems.push(`${model.name}: the model declares index ${name} but the database has none`);

    // Foreign keys.
    const keys = db.prepare(`PRAGMA foreign_key_list("${model.name}")`).all() as ForeignKeyRow[];
    const seen = new Set<string>();
    for (const rel of relations) {
      const attr = rel.attributes.find((a) => a.startsWith("@relation")) ?? "";
      const from = listOf(argument(attr, "fields") ?? "");
      const to = listOf(argument(attr, "references") ?? "");
      const onDelete = /onDelete:\s*(\w+)/.exec(attr)?.[1] ?? (rel.optional ? "SetNull" : "Restrict");
      const onUpdate = /onUpdate:\s*(\w+)/.exec(attr)?.[1] ?? "Cascade";
      from.forEach((column, i) => {
        const key = keys.find((k) => k.from === column);
        const where = `${model.name}.${column} -> ${rel.type}`;
        if (key === undefined) {
          problems.push(`${where}: the model declares this foreign key but the database has none`);
          return;
        }
        seen.add(column);
        if (key.table !== rel.type || key.to !== to[i]) problems.push(`${where}: the database references ${key.table}.${key.to}`);
        if (key.on_delete !== ON_DELETE[onDelete]) problems.push(`${where}: ON DELETE ${key.on_delete} in the database, ${ON_DELETE[onDelete]} in the model`);
        if (key.on_update !== ON_DELETE[onUpdate]) problems.push(`${where}: ON UPDATE ${key.on_update} in the database, ${ON_DELETE[onUpdate]} in the model`);
      });
    }
    for (const key of keys) if (!seen.has(key.from)) problems.push(`${model.name}.${key.from}: foreign key to ${key.table} exists in the database but not in the model`);
  }
  return problems;
}
