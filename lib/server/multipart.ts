/**
 * Reading one file out of a `multipart/form-data` body (picture uploads). A form the body does
 * not match is the sender's mistake, not the server's: it answers 422 saying what is wrong
 * (no boundary in the Content-Type, or a body that is not split by that boundary) instead of
 * the parser's TypeError turning into a 500.
 */
import { AppError } from "./errors";
import { readBody } from "./http";

/** Whether the request says its body is a multipart form (the type is case-insensitive). */
export function isMultipart(request: Request): boolean {
  return /^\s*multipart\/form-data\s*(;|$)/i.test(request.headers.get("content-type") ?? "");
}

/** The `boundary` parameter of a Content-Type, or null when it has none (or an empty one). */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? "";
  return boundary === "" ? null : boundary;
}

export interface FormFile {
  readonly bytes: Uint8Array;
  /** The file name the form gave, if any. */
  readonly name: string | undefined;
}

/**
 * The file in form field `field`, the body capped at `limit` bytes (413 past it). No boundary,
 * a body that does not parse as a form with that boundary, or no such field -> AppError
 * validation (422) whose issue names the header, `(body)` or the field.
 */
export async function readFormFile(request: Request, field: string, limit: number): Promise<FormFile> {
  const contentType = request.headers.get("content-type") ?? "";
  const boundary = multipartBoundary(contentType);
  if (boundary === null) {
    const message = 'the Content-Type multipart/form-data has no boundary parameter (e.g. "multipart/form-data; boundary=----x"); let your HTTP client build the form, or send the picture as the raw body';
    throw new AppError("validation", `Cannot read the upload: ${message}.`, { issues: [{ path: "content-type", message }] });
  }
  const raw = await readBody(request, limit);
  let form: FormData;
  try {
    form = await new Response(raw as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    const message = `the body is not a multipart form split by its boundary "${boundary}" (each part starts with "--${boundary}", the last ends with "--${boundary}--")`;
    throw new AppError("validation", `Cannot read the upload: ${message}. Send the form your HTTP client builds, or the picture as the raw body.`, { issues: [{ path: "(body)", message }] });
  }
  const file = form.get(field);
  if (!(file instanceof Blob)) {
    throw new AppError("validation", `Send the picture in a form field named "${field}".`, { issues: [{ path: field, message: "missing" }] });
  }
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file instanceof File ? file.name : undefined };
}
