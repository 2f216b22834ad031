/**
 * Uploads a picture of a pack through `POST /api/packs/{id}/pictures` (pictures can be far
 * larger than a server action accepts). Checks the type here first for a quick answer; the
 * server checks the bytes themselves.
 */
import type { PictureInfo, PictureRole } from "@/lib/server/types";

export const PICTURE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const MAX_PICTURE_MB = 20;

export type UploadResult = { ok: true; picture: PictureInfo } | { ok: false; message: string };

/** A reason to refuse the file before uploading it, or null. */
export function pictureFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.size > MAX_PICTURE_MB * 1024 * 1024) {
    return `“${file.name}” is ${(file.size / 1024 / 1024).toFixed(1)} MB; pictures may be at most ${MAX_PICTURE_MB} MB. Export it smaller (300 dpi is plenty for cards).`;
  }
  if (file.type !== "" && !(PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return `“${file.name}” is ${file.type}; only PNG, JPEG and WebP pictures can be printed. Save it as one of those.`;
  }
  return null;
}

export async function uploadPicture(packId: string, file: File, role: PictureRole, affiliation?: string): Promise<UploadResult> {
  const problem = pictureFileProblem(file);
  if (problem) return { ok: false, message: problem };
  const params = new URLSearchParams({ role, name: file.name });
  if (role === "back") params.set("backKey", affiliation ?? "");
  const body = new FormData();
  body.set("file", file);
  try {
    const response = await fetch(`/api/packs/${packId}/pictures?${params.toString()}`, { method: "POST", body });
    if (response.ok) return { ok: true, picture: (await response.json()) as PictureInfo };
    const error = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    return { ok: false, message: error?.error?.message ?? `The upload failed (${response.status}).` };
  } catch {
    return { ok: false, message: "Could not reach Greenhouse to upload the picture; try again." };
  }
}
