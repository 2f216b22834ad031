/**
 * Symbols (icons) of a system and region templates, as plain functions shared by the definition
 * check (definition-schema.ts), lint and print (lib/print/face-scene.ts). Browser-safe: no
 * Node imports.
 *
 * A symbol is `{ key, svg }` or `{ key, png }` (base64). `:key:` in a printed text is that icon,
 * one em square at the text's size. For the layout a symbol is one character of the Private Use
 * Area (U+E000 + its index in the system's list): lib/print/text-layout.ts measures each such character as
 * one em, so line breaking and shrink-to-fit reserve the icon's room; face-scene.ts then draws the
 * icon where the character sits.
 */
import { printValueText } from "./field-kinds";
import type { FieldValue, SymbolDef } from "./types";

/** The most symbols a system may have, and the largest one (SVG text or decoded PNG), in bytes. */
export const SYMBOL_CAP = 200;
export const SYMBOL_MAX_BYTES = 64 * 1024;
/** The first layout character of a symbol (U+E000); symbol i is U+E000 + i. */
export const SYMBOL_BASE = 0xe000;
/** Matches a layout character of a symbol. */
export const SYMBOL_CHAR = /[\uE000-\uE0C7]/;
const SYMBOL_CHARS = /[\uE000-\uE0C7]/g;
/** `:key:` in text. */
export const SYMBOL_TOKEN = /:([A-Za-z0-9][A-Za-z0-9_-]*):/g;
export const SYMBOL_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** Why an SVG symbol cannot be used (a sentence saying how to fix it), or null when it can. */
export function svgProblem(svg: string): string | null {
  if (new TextEncoder().encode(svg).byteLength > SYMBOL_MAX_BYTES) return `The SVG is larger than ${SYMBOL_MAX_BYTES / 1024} KB; simplify it or export it smaller.`;
  const body = svg.replace(/^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, "");
  if (!/^<svg[\s>]/i.test(body)) return "The text is not an SVG document: it must start with <svg (an XML declaration before it is fine).";
  if (/<!DOCTYPE|<!ENTITY/i.test(svg)) return "The SVG has a DOCTYPE or ENTITY declaration; remove it (symbols may not declare entities).";
  if (/<script[\s>/]/i.test(svg)) return "The SVG contains a <script>; remove it (symbols are pictures only).";
  if (/<foreignObject[\s>/]/i.test(svg)) return "The SVG contains a <foreignObject>; remove it (symbols may hold SVG shapes only).";
  if (/\son[a-z]+\s*=/i.test(svg)) return "The SVG has an event attribute (such as onload); remove it (symbols are pictures only).";
  const href = /(?:xlink:)?href\s*=\s*["']\s*([^"']*)["']/gi;
  for (const m of svg.matchAll(href)) {
    if (!(m[1] ?? "").startsWith("#")) return `The SVG refers to "${(m[1] ?? "").slice(0, 60)}"; symbols may not load anything from outside: embed it as shapes, or refer only to "#ids" inside the SVG.`;
  }
  for (const m of svg.matchAll(/url\(\s*["']?\s*([^)"'\s]*)/gi)) {
    if (!(m[1] ?? "").startsWith("#")) return `The SVG uses url(${(m[1] ?? "").slice(0, 60)}); only url(#id) of something inside the SVG is allowed.`;
  }
  if (/@import/i.test(svg)) return "The SVG's style imports another file (@import); remove it.";
  return null;
}

function base64Bytes(b64: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 !== 0) return null;
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Why a base64 PNG symbol cannot be used, or null when it can. */
export function pngProblem(png: string): string | null {
  if (png.length > Math.ceil(SYMBOL_MAX_BYTES / 3) * 4) return `The PNG is larger than ${SYMBOL_MAX_BYTES / 1024} KB; scale it down (an icon needs about 128 x 128 px).`;
  const bytes = base64Bytes(png);
  if (bytes === null) return "The PNG is not valid base64 (give the file's bytes in base64, without a data: prefix).";
  if (bytes.byteLength > SYMBOL_MAX_BYTES) return `The PNG is larger than ${SYMBOL_MAX_BYTES / 1024} KB; scale it down (an icon needs about 128 x 128 px).`;
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "The data is not a PNG file (it lacks the PNG signature); upload a PNG or an SVG.";
  return null;
}

/** The symbol's picture as a data URL (an SVG as image/svg+xml, a PNG as image/png). */
export function symbolDataUrl(symbol: SymbolDef): string {
  if ("svg" in symbol) {
    const bytes = new TextEncoder().encode(symbol.svg);
    let bin = "";
    for (const b of bytes) bin += String.fromCharCode(b);
    return `data:image/svg+xml;base64,${btoa(bin)}`;
  }
  return `data:image/png;base64,${symbol.png}`;
}

/** The `:name:` tokens of a text (names, in order, repeats kept). */
export function symbolNames(text: string): string[] {
  return [...text.matchAll(SYMBOL_TOKEN)].map((m) => m[1] as string);
}

/**
 * `text` with each `:key:` of a known symbol replaced by its layout character (unknown names
 * stay as text). Characters already in the symbols' range are replaced by `replacement` first,
 * so only real symbols become icons.
 */
export function withSymbolChars(text: string, symbols: readonly { readonly key: string }[], replacement: string): string {
  const cleaned = text.replace(SYMBOL_CHARS, replacement);
  if (symbols.length === 0 || cleaned.indexOf(":") < 0) return cleaned;
  return cleaned.replace(SYMBOL_TOKEN, (whole, name: string) => {
    const i = symbols.findIndex((s) => s.key === name);
    return i < 0 || i >= SYMBOL_CAP ? whole : String.fromCharCode(SYMBOL_BASE + i);
  });
}

/** The symbol index of a layout character, or -1. */
export function symbolIndex(ch: string): number {
  const code = ch.charCodeAt(0);
  return ch.length === 1 && code >= SYMBOL_BASE && code < SYMBOL_BASE + SYMBOL_CAP ? code - SYMBOL_BASE : -1;
}

/** `{key}` placeholders of a region template. */
export const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholder names of a template, in order. */
export function templateFields(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
}

/**
 * A template with each `{key}` replaced by the field's value as printed (`{$identifier}`: the
 * identifier; numbers as digits, booleans Yes/No, an empty or absent value ""). Surrounding
 * spaces are trimmed, and a template whose placeholders are all empty gives "" (nothing prints).
 */
export function fillTemplate(template: string, value: (key: string) => FieldValue | undefined): string {
  let any = false;
  const out = template.replace(PLACEHOLDER, (_whole, key: string) => {
    const v = value(key);
    const text = printValueText(v);
    if (text.trim() !== "") any = true;
    return text;
  });
  return any || templateFields(template).length === 0 ? out.trim() : "";
}
