"use client";
/** The face preview's scene for the system card editor, asked for a moment after the last keystroke. */
import { useEffect, useRef, useState } from "react";
import type { ActionResult } from "@/lib/action-result";
import { runAction } from "@/lib/client/run-action";
import type { SystemCard } from "@/lib/systems/types";
import type { FaceScene } from "./face-preview";

/**
 * The preview's scene, asked for 250 ms after the last change; a stale answer is dropped.
 * `preview` draws the card's front as the print does, with the chosen picture.
 */
export function useFacePreview(
  card: SystemCard,
  pictureId: string | null,
  preview: ((card: SystemCard, pictureId: string | null) => Promise<ActionResult<FaceScene>>) | undefined,
): { scene: FaceScene | null; message: string } {
  const [scene, setScene] = useState<FaceScene | null>(null);
  const [message, setMessage] = useState(preview ? "Drawing the card…" : "No preview for this card.");
  const asked = useRef(0);
  const key = JSON.stringify([card, pictureId]);
  useEffect(() => {
    if (!preview) return;
    const ticket = ++asked.current;
    const timer = window.setTimeout(() => {
      const [asCard, withPicture] = JSON.parse(key) as [SystemCard, string | null];
      void runAction(() => preview(asCard, withPicture), "The form keeps your changes; the preview comes back with your next edit.").then((result) => {
        if (ticket !== asked.current) return;
        if (result.ok) setScene(result.value);
        else {
          setScene(null);
          setMessage(result.error.message);
        }
      });
    }, 250);
    return () => window.clearTimeout(timer);
  }, [key, preview]);
  return { scene, message };
}
