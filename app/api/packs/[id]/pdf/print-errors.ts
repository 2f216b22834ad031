/**
 * Print failures as the API's one error shape (lib/server/errors.ts): an unknown era or nothing
 * to print -> 422 naming the option; a bleed that leaves no room -> 422 at `bleed`; a full print
 * queue -> 503; anything else through the shared mapping (zod -> 422, a bug -> 500).
 */
import { AppError, validationError } from "@/lib/server/errors";
import { LayoutError } from "@/lib/print/imposition";
import { PrintError } from "@/lib/print/plan";
import { PrintBusyError } from "@/lib/print/worker-client";

/** The AppError (or the original error, for the shared mapping) a print failure stands for. */
export function printError(error: unknown): unknown {
  if (error instanceof PrintError) return validationError([{ path: error.path, message: error.message }], "Cannot print");
  if (error instanceof LayoutError) return validationError([{ path: "bleed", message: error.message }], "Cannot print");
  if (error instanceof PrintBusyError) return new AppError("busy", error.message);
  return error;
}
