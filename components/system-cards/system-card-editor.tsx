"use client";
/**
 * The card editor of a data-defined system: the generated form, the face preview beside it (the
 * print's own scene, drawn as SVG) and the card's lint findings, live as the designer types.
 *
 * Saving is explicit (Save button or Ctrl+S) and always allowed with findings: domain problems
 * are lint, not refusals. Only what cannot be sent is held back (a number that is not whole).
 * A save carries the version the editor loaded; a 409 says someone else saved and keeps what was
 * typed, offering to save it over theirs or to load theirs. A 422 puts the server's message
 * under the field its path names. The server actions come in as props (components never import
 * app/): the card page passes them.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from "react";
import type { ActionResult } from "@/lib/action-result";
import { Button } from "@/components/ui/button";
import type { PictureInfo } from "@/lib/server/types";
import type { SystemCard, SystemDefinition } from "@/lib/systems/types";
import { cardFindings } from "./card-findings";
import { FacePreview, type FaceScene } from "./face-preview";
import { cardFromDraft, draftFromCard, typeHasPicture, type CardDraft, type DraftErrors } from "./model";
import { SystemCardForm } from "./system-card-form";
import { SystemFindingList } from "./system-finding-list";
import { runAction } from "@/lib/client/run-action";

/** A stored card as the editor gets it: the system card plus its id, version and own picture. */
export interface StoredSystemCard extends SystemCard {
  readonly id: string;
  readonly version: number;
  /** The card's own picture (types with an image field), or null. */
  readonly pictureId: string | null;
  /** A picture imported as a path and not uploaded yet, or null. */
  readonly imagePath: string | null;
}

export interface SaveSystemCardInput {
  readonly id: string;
  /** The version the draft is based on (stale -> a conflict carrying the card as it is now). */
  readonly version: number;
  readonly card: SystemCard;
  /** The card's own picture, or null (only types with an image field may have one). */
  readonly pictureId: string | null;
}

export interface SystemCardEditorProps {
  readonly definition: SystemDefinition;
  readonly card: StoredSystemCard;
  /** The deck's name and its other cards (for the deck rules that name this card). */
  readonly deckName: string;
  readonly otherCards: readonly SystemCard[];
  readonly save: (input: SaveSystemCardInput) => Promise<ActionResult<StoredSystemCard>>;
  /** The card's front as the print draws it, with the chosen picture; absent: no preview. */
  readonly preview?: (card: SystemCard, pictureId: string | null) => Promise<ActionResult<FaceScene>>;
  /** The pack's card pictures, for types with an image field; absent: the form says where pictures are set. */
  readonly pictures?: { readonly packId: string; readonly list: readonly PictureInfo[] };
}

type Status = { kind: "idle" } | { kind: "saved" } | { kind: "error"; message: string } | { kind: "conflict"; current: StoredSystemCard };

/** 422 issue paths (`changes.fields.handCost`, `card.copies`) as the form's paths (`fields.handCost`, `copies`). */
export function formPathOf(path: string): string | null {
  const field = /(?:^|\.)fields(?:\.|\[")([A-Za-z0-9_$]+)/.exec(path);
  if (field) return `fields.${field[1]}`;
  const top = /(?:^|\.)(identifier|copies|type)$/.exec(path);
  return top ? (top[1] ?? null) : null;
}

function sameCard(a: SystemCard, b: SystemCard): boolean {
  return JSON.stringify([a.identifier, a.copies, a.type, a.fields]) === JSON.stringify([b.identifier, b.copies, b.type, b.fields]);
}

/** The picture the saved card keeps: none when the draft's type has no image field. */
function keptPicture(definition: SystemDefinition, type: string, pictureId: string | null): string | null {
  return typeHasPicture(definition, type) ? pictureId : null;
}

function isStoredCard(value: unknown): value is StoredSystemCard {
  const v = value as Partial<StoredSystemCard> | null;
  return typeof v === "object" && v !== null && typeof v.id === "string" && typeof v.version === "number" && typeof v.type === "string";
}

export function SystemCardEditor({ definition, card: initial, deckName, otherCards, save, preview, pictures: picturesProp }: SystemCardEditorProps) {
  const [base, setBase] = useState(initial);
  const [draft, setDraft] = useState<CardDraft>(() => draftFromCard(definition, initial));
  const [pictureId, setPictureId] = useState(initial.pictureId);
  const [pictures, setPictures] = useState(picturesProp?.list ?? []);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [serverErrors, setServerErrors] = useState<DraftErrors>({});
  const [pending, start] = useTransition();
  const { card, errors } = useMemo(() => cardFromDraft(definition, draft), [definition, draft]);
  const savedPicture = keptPicture(definition, card.type, pictureId);
  const dirty = !sameCard(card, cardFromDraft(definition, draftFromCard(definition, base)).card) || savedPicture !== base.pictureId || Object.keys(errors).length > 0;
  const findings = useMemo(() => cardFindings(definition, deckName, card, otherCards), [definition, deckName, card, otherCards]);

  const edit = (next: CardDraft) => {
    setDraft(next);
    setServerErrors({});
    if (status.kind !== "conflict") setStatus({ kind: "idle" });
  };

  const choosePicture = (id: string | null) => {
    setPictureId(id);
    setServerErrors({});
    if (status.kind !== "conflict") setStatus({ kind: "idle" });
  };

  const submit = useCallback(
    (version: number) => {
      if (Object.keys(errors).length > 0) {
        setStatus({ kind: "error", message: "Not saved: fix the fields marked in red first." });
        return;
      }
      start(async () => {
        const result = await runAction(() => save({ id: base.id, version, card, pictureId: savedPicture }), "Your changes are still in the form: save again.");
        if (result.ok) {
          setBase(result.value);
          setPictureId(result.value.pictureId);
          setServerErrors({});
          setStatus({ kind: "saved" });
          return;
        }
        const { error } = result;
        if (error.code === "conflict" && isStoredCard(error.current)) {
          setStatus({ kind: "conflict", current: error.current });
          return;
        }
        const byPath: Record<string, string> = {};
        for (const issue of error.issues) {
          const path = formPathOf(issue.path);
          if (path !== null && byPath[path] === undefined) byPath[path] = issue.message;
        }
        setServerErrors(byPath);
        setStatus({ kind: "error", message: `Not saved: ${error.message}` });
      });
    },
    [errors, save, base.id, card, savedPicture],
  );

  // Ctrl+S / Cmd+S saves, as in the GOT CGS editor.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        submit(base.version);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [submit, base.version]);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const scene = useFacePreview(card, savedPicture, preview);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_300px]">
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="primary" onClick={() => submit(base.version)} pending={pending} disabled={status.kind === "conflict"}>
            Save
          </Button>
          <p className="text-sm text-ink-soft" role="status" data-testid="save-status">
            {pending ? "Saving…" : status.kind === "saved" && !dirty ? `Saved (version ${base.version})` : dirty ? "Unsaved changes" : `Version ${base.version}`}
          </p>
          {status.kind === "error" ? (
            <p className="text-sm text-danger" role="alert">
              {status.message}
            </p>
          ) : null}
        </div>
        {status.kind === "conflict" ? (
          <div role="alert" className="flex flex-col gap-2 rounded-md border border-warning bg-warning-soft p-3 text-sm">
            <p>
              Someone else saved this card since you opened it (it is now version {status.current.version}). What you typed is still here, not saved.
            </p>
            <div className="flex gap-2">
              <Button
                variant="primary"
                onClick={() => {
                  const { current } = status;
                  setStatus({ kind: "idle" });
                  submit(current.version);
                }}
              >
                Save mine over theirs
              </Button>
              <Button
                onClick={() => {
                  setBase(status.current);
                  setDraft(draftFromCard(definition, status.current));
                  setPictureId(status.current.pictureId);
                  setStatus({ kind: "idle" });
                }}
              >
                Load theirs (drop mine)
              </Button>
            </div>
          </div>
        ) : null}
        <SystemCardForm
          definition={definition}
          draft={draft}
          onChange={edit}
          findings={findings}
          draftErrors={errors}
          serverErrors={serverErrors}
          picture={
            picturesProp === undefined
              ? undefined
              : {
                  packId: picturesProp.packId,
                  pictureId,
                  imagePath: base.imagePath,
                  pictures,
                  onChange: choosePicture,
                  onUploaded: (p) => setPictures((list) => [...list, p]),
                }
          }
        />
      </div>
      <aside className="flex flex-col gap-4 lg:sticky lg:top-4 lg:self-start">
        <div className="rounded-lg border border-line bg-surface p-3">
          {scene.scene ? (
            <FacePreview scene={scene.scene} label={`Front of ${card.identifier || "the card"} as printed`} className="mx-auto w-full max-w-[260px]" />
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
      </aside>
    </div>
  );
}

/** The preview's scene, asked for a moment after the last keystroke; a stale answer is dropped. */
function useFacePreview(card: SystemCard, pictureId: string | null, preview: SystemCardEditorProps["preview"]): { scene: FaceScene | null; message: string } {
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
