/**
 * The CSS colours print's scenes use, read for the PDF: `#rgb`, `#rrggbb`, `#rrggbbaa`,
 * `rgb()`/`rgba()`, `hsl()`/`hsla()` (affiliation tints, card-scene.ts), `transparent`,
 * `black` and `white`. Channels are rounded to whole numbers of 255, as react-pdf's colour
 * reading rounded them, so a tint prints the same colour as before.
 */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));

function hslToRgb(h: number, s: number, l: number): Rgb {
  // CSS Color 4's conversion (h in degrees, s and l from 0 to 1).
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return { r: f(0), g: f(8), b: f(4) };
}

function channel(part: string, max: number): number {
  const n = Number.parseFloat(part);
  return part.trim().endsWith("%") ? (n / 100) * max : n;
}

/**
 * A CSS colour as RGB (0-255) and opacity (0-1). `rgb` is null for a colour that draws nothing
 * (`transparent`); a colour it cannot read gives black, so a typo shows instead of vanishing.
 */
export function parseColour(css: string): { rgb: Rgb | null; opacity: number } {
  const text = css.trim().toLowerCase();
  if (text === "transparent") return { rgb: null, opacity: 0 };
  if (text === "white") return { rgb: { r: 255, g: 255, b: 255 }, opacity: 1 };
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex !== undefined) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join("") : hex;
    const at = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return { rgb: { r: at(0), g: at(2), b: at(4) }, opacity: full.length === 8 ? at(6) / 255 : 1 };
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(text);
  if (fn !== null) {
    const parts = (fn[2] as string).split(/[\s,/]+/).filter(Boolean);
    const alpha = parts[3] === undefined ? 1 : clamp(channel(parts[3], 1), 1);
    if ((fn[1] as string).startsWith("rgb")) {
      const [r, g, b] = parts.slice(0, 3).map((p) => Math.round(clamp(channel(p, 255), 255)));
      return { rgb: { r: r ?? 0, g: g ?? 0, b: b ?? 0 }, opacity: alpha };
    }
    const h = Number.parseFloat(parts[0] ?? "0");
    const s = clamp(channel(parts[1] ?? "0", 1), 1);
    const l = clamp(channel(parts[2] ?? "0", 1), 1);
    return { rgb: hslToRgb(((h % 360) + 360) % 360, s, l), opacity: alpha };
  }
  return { rgb: { r: 0, g: 0, b: 0 }, opacity: 1 };
}
