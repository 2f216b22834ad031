/**
 * Reading packs and scenarios for the CLI. Every failure is an {@link InputError} whose message
 * says what to fix (exit code 2).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { parsePackJson, type PackDocument } from "../packs/schema";
import { InputError } from "./args";

export interface LoadedPack {
  readonly path: string;
  readonly doc: PackDocument;
}

export function readText(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new InputError(`${path}: no such file`);
    if (code === "EISDIR") throw new InputError(`${path} is a folder; give a .json file`);
    throw new InputError(`${path}: cannot read (${code ?? String(error)})`);
  }
}

/** Reads one pack file; a format error lists every bad path. */
export function readPack(path: string): LoadedPack {
  const parsed = parsePackJson(readText(path));
  if (!parsed.ok) {
    const lines = parsed.issues.map((i) => `  ${i.path}: ${i.message}`).join("\n");
    throw new InputError(`${path} is not a valid greenhouse.pack/1 document:\n${lines}`);
  }
  return { path, doc: parsed.value };
}

/** A pack file, or every `*.json` file of a folder (sorted by name). */
export function readPacks(pathOrFolder: string): LoadedPack[] {
  let isFolder = false;
  try {
    isFolder = statSync(pathOrFolder).isDirectory();
  } catch {
    throw new InputError(`${pathOrFolder}: no such file or folder`);
  }
  if (!isFolder) return [readPack(pathOrFolder)];
  const files = readdirSync(pathOrFolder).filter((f) => f.endsWith(".json")).sort();
  if (files.length === 0) throw new InputError(`${pathOrFolder} holds no .json pack files`);
  return files.map((f) => readPack(join(pathOrFolder, f)));
}

/** Selects the eras named by `--era` (all when undefined); unknown names are an InputError. */
export function selectEras<E extends { name: string }>(eras: readonly E[], era: string | undefined, source: string): E[] {
  if (era === undefined) return [...eras];
  const found = eras.filter((e) => e.name === era);
  if (found.length === 0) {
    const names = eras.map((e) => `"${e.name}"`).join(", ") || "none";
    throw new InputError(`${source} has no era deck named "${era}" (it has: ${names})`);
  }
  return found;
}
