/**
 * The route's path parameters (`/api/cards/{id}/revisions/{version}`), checked where the URL is
 * known, so a bad one answers 422 naming it as the URL template does (`id`, `version`) rather
 * than as the verb behind it calls it (`cardId`).
 */
import { z } from "zod";
import { idSchema, parseField } from "./validation";

const PARAMS = {
  id: idSchema,
  version: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, "the version must be a whole number from 1 (the card's revisions list them)")
    .transform(Number),
  /** A game system's key (`/api/systems/{key}`). */
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,99}$/, "a system key is letters, digits and dashes, starting with a letter"),
} as const;

type ParamName = keyof typeof PARAMS;

/**
 * The awaited params, each checked by its kind (`id`: an id, `version`: a whole number >= 1,
 * returned as a number). A bad one -> ZodError at its name (422 through `toErrorResponse`).
 */
export async function readParams<K extends ParamName>(params: Promise<Record<K, string>>): Promise<{ [P in K]: z.output<(typeof PARAMS)[P]> }> {
  const raw = await params;
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(raw) as K[]) out[name] = parseField(name, PARAMS[name], raw[name]);
  return out as { [P in K]: z.output<(typeof PARAMS)[P]> };
}
