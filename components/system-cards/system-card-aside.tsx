"use client";
/**
 * The data-system card editor's column beside the form: the card's front as the print draws it,
 * with a Zoom button (the same scene in a dialog, as large as the window allows at the card's
 * proportions, as GOT CGS's editor zooms its preview), and the card's findings.
 */
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import type { SystemDefinition, SystemFinding } from "@/lib/systems/types";
import { FacePreview, type FaceScene } from "./face-preview";
import { SystemFindingList } from "./system-finding-list";

/** The zoomed card's width in px: 80 % of the window's width or 68 % of its height at the face's proportions, whichever is smaller. */
export function zoomWidth(size: { readonly width: number; readonly height: number }, viewport: { readonly width: number; readonly height: number }): number {
  const height = Math.max(320, viewport.height * 0.68);
  return Math.round(Math.min(viewport.width * 0.8, (height * size.width) / size.height));
}

export interface SystemCardAsideProps {
  readonly definition: SystemDefinition;
  /** The preview's scene, or why there is none yet. */
  readonly scene: { readonly scene: FaceScene | null; readonly message: string };
  readonly identifier: string;
  readonly deckName: string;
  readonly findings: readonly SystemFinding[];
}

export function SystemCardAside({ definition, scene, identifier, deckName, findings }: SystemCardAsideProps) {
  const [zoom, setZoom] = useState(false);
  const name = identifier || "the card";
  return (
    <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
      <div className="rounded-lg border border-line bg-surface p-3">
        {scene.scene ? (
          <>
            <FacePreview scene={scene.scene} label={`Front of ${name} as printed`} className="mx-auto w-full max-w-[260px]" />
            <p className="mt-2 text-center text-xs">
              <button type="button" className="focus-ring rounded text-accent-ink hover:underline" onClick={() => setZoom(true)}>
                Zoom
              </button>
            </p>
          </>
        ) : (
          <p className="text-sm text-ink-muted">{scene.message}</p>
        )}
      </div>
      <section aria-labelledby="card-findings-heading" className="rounded-lg border border-line bg-surface p-3">
        <h2 id="card-findings-heading" className="mb-2 text-sm font-semibold">
          Findings
        </h2>
        <SystemFindingList definition={definition} findings={findings} empty={`No findings for this card in ${deckName}.`} />
      </section>
      <Dialog open={zoom && scene.scene !== null} onClose={() => setZoom(false)} size="xl" title={`${identifier || "Card"} as printed`} description="Zoomed in; the proportions and text are the printed card's.">
        {zoom && scene.scene ? (
          <FacePreview
            scene={scene.scene}
            label={`Front of ${name} as printed, zoomed`}
            className="mx-auto block"
            width={zoomWidth(scene.scene.size, { width: window.innerWidth, height: window.innerHeight })}
          />
        ) : null}
      </Dialog>
    </aside>
  );
}
