"use client";
/**
 * One card face drawn as SVG from the print's scene (lib/print: the same scene the PDF draws), so
 * the preview beside the card form shows what prints, text broken into the PDF's lines. Units
 * are millimetres. Pictures are data URLs or keys into `pictures`.
 */
import { useId } from "react";
import type { CardScene } from "@/lib/print/card-scene";
import { SceneNodes } from "../print/scene-nodes";

/** A face scene as the server sends it to the browser (images by key or data URL). */
export type FaceScene = CardScene;

/** `width`: the drawing's width in px (the zoom); absent: the class sizes it. */
export function FacePreview({ scene, pictures = {}, label, className, width }: { scene: FaceScene; pictures?: Readonly<Record<string, string>>; label: string; className?: string; width?: number }) {
  const id = useId().replace(/:/g, "");
  return (
    <svg viewBox={`0 0 ${scene.size.width} ${scene.size.height}`} role="img" aria-label={label} className={className} width={width} xmlns="http://www.w3.org/2000/svg">
      <SceneNodes nodes={scene.nodes} pictures={pictures} idPrefix={id} />
    </svg>
  );
}
