"use client";
/**
 * The pack's pictures, drawn from its system (lib/systems/pack-pages.ts `picturePlan`): the
 * pictures its cards share (GOT CGS: the silver front and one back per affiliation; Altered and
 * Genesis: one back) and its cards' own pictures, with the sizes and dpi their faces print at. Upload PNG, JPEG or WebP;
 * anything else is refused with the reason. Low resolutions are flagged before they print blurry.
 */
import clsx from "clsx";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ActionResult } from "@/lib/action-result";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/dialog";
import { FilePickerButton } from "@/components/ui/file-picker-button";
import { ImageIcon, TrashIcon, UploadIcon } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import type { PictureInfo, PictureRole } from "@/lib/server/types";
import type { PictureArea, PicturePlan } from "@/lib/systems/pack-pages";
import { uploadPicture } from "./upload";
import { runAction } from "@/lib/client/run-action";

/** The print resolution of a picture stretched over a card (dots per inch of its shorter side). */
export function printDpi(picture: Pick<PictureInfo, "width" | "height">, card: { w: number; h: number }): number {
  const short = Math.min(picture.width, picture.height);
  return Math.round(short / (Math.min(card.w, card.h) / 25.4));
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

interface SlotProps {
  packId: string;
  title: string;
  hint: string;
  role: PictureRole;
  affiliation?: string;
  picture: PictureInfo | null;
  card: { w: number; h: number };
  warning?: string;
  onDelete: (picture: PictureInfo) => void;
}

function PictureSlot({ packId, title, hint, role, affiliation, picture, card, warning, onDelete }: SlotProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const router = useRouter();
  const toast = useToast();
  const dpi = picture ? printDpi(picture, card) : null;

  const upload = async (file: File) => {
    setBusy(true);
    setError(null);
    const result = await uploadPicture(packId, file, role, affiliation);
    setBusy(false);
    if (!result.ok) return setError(result.message);
    toast.show({ title: `${title}: picture saved` });
    router.refresh();
  };

  return (
    <div className="flex gap-4 rounded-lg border border-line bg-surface p-3" data-testid={`picture-slot-${role}${affiliation !== undefined ? `-${affiliation}` : ""}`}>
      <div className="flex w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-line bg-sunken text-ink-muted" style={{ aspectRatio: `${card.w} / ${card.h}` }}>
        {/* eslint-disable-next-line @next/next/no-img-element -- served by the pack's picture route */}
        {picture ? <img src={picture.url} alt={`${title} picture`} className="h-full w-full object-cover" /> : <ImageIcon size={22} />}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="font-medium text-ink">{title}</h3>
        <p className="text-xs text-ink-muted">{hint}</p>
        {picture ? (
          <p className="text-xs text-ink-soft">
            {picture.name || "Unnamed"} · {picture.width} × {picture.height} px · {sizeText(picture.size)}
            {dpi !== null ? (
              <span className={clsx("ml-1", dpi < 200 ? "font-medium text-warning" : "text-ink-muted")}>
                · about {dpi} dpi{dpi < 200 ? " (may print blurry; 300 dpi is best)" : ""}
              </span>
            ) : null}
          </p>
        ) : (
          <p className="text-xs text-ink-muted italic">No picture yet.</p>
        )}
        {warning ? <p className="text-xs text-warning">{warning}</p> : null}
        {error ? (
          <p className="text-xs text-danger" role="alert">
            {error}
          </p>
        ) : null}
        <div className="mt-auto flex gap-2 pt-1">
          <FilePickerButton size="sm" accept="image/png,image/jpeg,image/webp" busy={busy} onFiles={([file]) => file && void upload(file)}>
            <UploadIcon size={14} /> {picture ? "Replace…" : "Upload…"}
          </FilePickerButton>
          {picture ? (
            <Button size="sm" variant="ghost" onClick={() => onDelete(picture)}>
              <TrashIcon size={14} /> Remove
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The area a card's picture prints on: the plan's area of the picture's own orientation, else the first. */
export function areaFor(picture: Pick<PictureInfo, "width" | "height">, areas: readonly PictureArea[]): PictureArea | null {
  const landscape = picture.width > picture.height;
  return areas.find((a) => a.widthMm > a.heightMm === landscape) ?? areas[0] ?? null;
}

function CardPictures({ pictures, plan, onDelete }: { pictures: readonly PictureInfo[]; plan: NonNullable<PicturePlan["cards"]>; onDelete: (picture: PictureInfo) => void }) {
  return (
    <section>
      <h2 className="mb-1 font-semibold">{plan.title}</h2>
      <p className="mb-3 text-sm text-ink-muted">{plan.description}</p>
      {pictures.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line-strong px-4 py-6 text-center text-sm text-ink-muted">No card pictures yet.</p>
      ) : (
        <ul className="grid grid-cols-2 items-start gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {pictures.map((p) => {
            const area = areaFor(p, plan.areas);
            const dpi = area === null ? null : printDpi(p, { w: area.widthMm, h: area.heightMm });
            return (
              <li key={p.id} className="overflow-hidden rounded-lg border border-line bg-surface">
                {/* eslint-disable-next-line @next/next/no-img-element -- served by the pack's picture route */}
                <img src={p.url} alt={p.name || "Card picture"} className="w-full bg-sunken object-contain" style={area ? { aspectRatio: `${area.widthMm} / ${area.heightMm}` } : undefined} />
                <div className="flex items-center gap-1 p-2">
                  <p className="min-w-0 flex-1 truncate text-xs text-ink-soft" title={p.name}>
                    {p.name || "Unnamed"}
                    <span className={clsx("block", dpi !== null && dpi < 200 ? "text-warning" : "text-ink-muted")}>
                      {p.width} × {p.height}
                      {dpi !== null ? ` · ${dpi} dpi` : ""}
                    </span>
                  </p>
                  <Button size="icon" variant="ghost" aria-label={`Remove ${p.name || "picture"}`} onClick={() => onDelete(p)}>
                    <TrashIcon size={14} />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Deletes a picture; without `force` a picture still in use is refused (the error says where). */
export type DeletePicture = (packId: string, id: string, force?: boolean) => Promise<ActionResult<null>>;

export function PicturesManager({
  packId,
  pictures,
  plan,
  deletePicture,
}: {
  packId: string;
  pictures: readonly PictureInfo[];
  /** What the pack's system shares and prints (lib/systems/pack-pages.ts `picturePlan`). */
  plan: PicturePlan;
  deletePicture: DeletePicture;
}) {
  const [deleting, setDeleting] = useState<{ picture: PictureInfo; usedBy: string | null } | null>(null);
  const [pending, start] = useTransition();
  const toast = useToast();
  const router = useRouter();
  const cardPictures = pictures.filter((p) => p.role === "card");
  const stored = (role: "front" | "back", key: string) => pictures.find((p) => p.role === role && (role === "front" || (p.affiliation ?? "") === key)) ?? null;
  const listedBacks = new Set(plan.sections.flatMap((s) => s.slots.filter((slot) => slot.role === "back").map((slot) => slot.key)));
  const unlistedBacks = pictures.filter((p) => p.role === "back" && !listedBacks.has(p.affiliation ?? ""));

  const remove = (force: boolean) => {
    if (!deleting) return;
    const { picture } = deleting;
    start(async () => {
      const result = await runAction(() => deletePicture(packId, picture.id, force), "The picture is still in place.");
      if (!result.ok) {
        if (result.error.code === "conflict") return setDeleting({ picture, usedBy: result.error.message });
        return toast.show({ tone: "error", title: "Could not remove the picture", description: result.error.message });
      }
      setDeleting(null);
      toast.show({ title: "Picture removed" });
      router.refresh();
    });
  };
  const askDelete = (picture: PictureInfo) => setDeleting({ picture, usedBy: null });
  const card = (area: PictureArea) => ({ w: area.widthMm, h: area.heightMm });

  return (
    <div className="flex flex-col gap-8">
      {plan.sections.map((section) => (
        <section key={section.title}>
          <h2 className="mb-1 font-semibold">{section.title}</h2>
          <p className="mb-3 text-sm text-ink-muted">{section.description}</p>
          <div className={section.slots.length > 1 || section.unlisted ? "grid grid-cols-1 gap-3 lg:grid-cols-2" : "max-w-xl"}>
            {section.slots.map((slot) => (
              <PictureSlot
                key={`${slot.role}-${slot.key}`}
                packId={packId}
                title={slot.title}
                hint={slot.hint}
                role={slot.role}
                {...(slot.role === "back" ? { affiliation: slot.key } : {})}
                picture={stored(slot.role, slot.key)}
                card={card(slot.area)}
                onDelete={askDelete}
              />
            ))}
            {section.unlisted
              ? unlistedBacks.map((p) => (
                  <PictureSlot
                    key={p.id}
                    packId={packId}
                    title={p.affiliation ?? ""}
                    hint={section.unlisted?.hint ?? ""}
                    warning={section.unlisted?.warning ?? ""}
                    role="back"
                    affiliation={p.backKey ?? ""}
                    picture={p}
                    card={card(section.unlisted?.area ?? { widthMm: 63, heightMm: 88 })}
                    onDelete={askDelete}
                  />
                ))
              : null}
          </div>
        </section>
      ))}
      {plan.cards ? <CardPictures pictures={cardPictures} plan={plan.cards} onDelete={askDelete} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => remove(deleting?.usedBy !== null)}
        pending={pending}
        title="Remove this picture?"
        confirmLabel={deleting?.usedBy ? "Remove anyway" : "Remove picture"}
      >
        {deleting?.usedBy ?? "The picture is deleted from the pack. This cannot be undone; keep the file if you may want it again."}
      </ConfirmDialog>
    </div>
  );
}
