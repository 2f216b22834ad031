"use client";
/**
 * A card's own picture (a GOT CGS gold card, or any card type whose system gives it a picture
 * field): upload one (PNG, JPEG or WebP), pick one already in the pack, or remove it. A picture
 * imported as a file path is shown as that path until one is uploaded.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Select } from "@/components/ui/field";
import { FilePickerButton } from "@/components/ui/file-picker-button";
import { ImageIcon, UploadIcon, XIcon } from "@/components/ui/icons";
import type { PictureInfo } from "@/lib/server/types";
import { MAX_PICTURE_MB, uploadPicture } from "./upload";

export interface CardPictureProps {
  packId: string;
  pictureId: string | null;
  imagePath: string | null;
  /** The pack's card pictures (role "card"). */
  pictures: readonly PictureInfo[];
  onChange: (pictureId: string | null) => void;
  /** Adds an uploaded picture to the choices. */
  onUploaded: (picture: PictureInfo) => void;
  /** The card's size and the pixels that print at 300 dpi, e.g. "Gold cards are 125 × 176 mm; 1476 × 2079 px prints at 300 dpi." */
  sizeHint: string;
  /** The label's element id (unique on the page). */
  labelId?: string;
  /** The file input's test id. */
  inputTestId?: string;
}

/** What `sizeHint` says for a card of `w` × `h` mm: its size and the pixels that print at 300 dpi. */
export function pictureSizeHint(what: string, w: number, h: number): string {
  const px = (mm: number) => Math.round((mm / 25.4) * 300);
  return `${what} ${w} × ${h} mm; ${px(w)} × ${px(h)} px prints at 300 dpi.`;
}

export function CardPicture({ packId, pictureId, imagePath, pictures, onChange, onUploaded, sizeHint, labelId = "card-picture-label", inputTestId = "card-picture-input" }: CardPictureProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = pictures.find((p) => p.id === pictureId) ?? null;

  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    const result = await uploadPicture(packId, file, "card");
    setBusy(false);
    if (!result.ok) return setError(result.message);
    onUploaded(result.picture);
    onChange(result.picture.id);
  };

  return (
    <div className="flex flex-col gap-1">
      <span className="text-xs font-medium text-ink-soft" id={labelId}>
        Picture
      </span>
      <div className="flex items-center gap-2" role="group" aria-labelledby={labelId}>
        <div className="flex h-8.5 w-12 shrink-0 items-center justify-center overflow-hidden rounded border border-line bg-sunken text-ink-muted">
          {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail from the pack's picture route */}
          {current ? <img src={current.url} alt="" className="h-full w-full object-cover" /> : <ImageIcon />}
        </div>
        {pictures.length > 0 ? (
          <Select aria-label="Choose a picture of the pack" value={pictureId ?? ""} onChange={(e) => onChange(e.target.value || null)} className="w-48">
            <option value="">No picture</option>
            {pictures.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name || `Picture ${p.id.slice(-6)}`} ({p.width}×{p.height})
              </option>
            ))}
          </Select>
        ) : null}
        <FilePickerButton accept="image/png,image/jpeg,image/webp" inputTestId={inputTestId} busy={busy} onFiles={([file]) => file && void upload(file)}>
          <UploadIcon /> Upload…
        </FilePickerButton>
        {pictureId ? (
          <Button variant="ghost" size="icon" aria-label="Remove the picture" onClick={() => onChange(null)}>
            <XIcon />
          </Button>
        ) : null}
      </div>
      {error ? (
        <p className="text-xs text-danger" role="alert">
          {error}
        </p>
      ) : !pictureId && imagePath ? (
        <p className="text-xs text-ink-muted">
          Imported with the picture path <code className="font-mono">{imagePath}</code>; upload the file to see and print it.
        </p>
      ) : (
        <p className="text-xs text-ink-muted">PNG, JPEG or WebP, up to {MAX_PICTURE_MB} MB. {sizeHint}</p>
      )}
    </div>
  );
}
