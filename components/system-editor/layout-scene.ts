"use client";
/**
 * The layout editor's scene: the sample cards of a face (the system's pack cards on it, else its
 * example cards, else a card whose fields read as their labels) and the print scene of the draft
 * face with the chosen sample, asked of the server (lib/print faceFrontScene), one request at a
 * time with the newest change next; `drawing` is true until the answer to the current request is
 * in. The face's and regions' fills go with it, and the symbols' keys (their pictures are mapped
 * in the browser, `pictures`).
 */
import { useEffect, useMemo, useRef, useState } from "react";
import type { CardScene } from "@/lib/print/card-scene";
import type { FaceDef } from "@/lib/systems/types";
import type { LayoutScope } from "./scope";
import { SAMPLE_PICTURE_SRC, sampleCards, type PackSample } from "./layout-sample-cards";
import { useLayoutActions, type LayoutActions } from "./layout-actions-context";
import { previewSymbolPictures } from "./layout-preview-symbols";
import { richFieldKeys } from "./layout-sample-cards";

/** Pack cards of each system, fetched once per page. */
const packSamples = new Map<string, Promise<PackSample[]>>();
function packSamplesOf(actions: LayoutActions, system: string): Promise<PackSample[]> {
  let hit = packSamples.get(system);
  if (hit === undefined) {
    hit = actions.samples(system).then((r) => (r.ok ? r.value : []));
    packSamples.set(system, hit);
  }
  return hit;
}

export function useFaceScene(def: LayoutScope, face: FaceDef) {
  // Sample cards: the system's pack cards on this face, else its example cards, else field labels.
  const actions = useLayoutActions();
  const [packCards, setPackCards] = useState<readonly PackSample[]>([]);
  useEffect(() => {
    if (actions === null) return;
    let on = true;
    void packSamplesOf(actions, def.key).then((c) => on && setPackCards(c));
    return () => {
      on = false;
    };
  }, [actions, def.key]);
  // The face itself stands for the faces: a card is a sample of it when its type prints on it.
  const samples = useMemo(() => sampleCards({ ...def, faces: [face] }, face.key, packCards), [def, face, packCards]);
  const [sampleIndex, setSampleIndex] = useState(0);
  const sample = samples[Math.min(sampleIndex, samples.length - 1)] ?? samples[0];

  // The print scene of the draft's face. No fixed delay: a change is sent at once when no request
  // is under way; while one is, only the newest change waits and is sent when the answer is in
  // (each answer is drawn as it comes, so typing shows progress and the last change is drawn
  // one round trip after the previous answer at most).
  const [scene, setScene] = useState<CardScene | null>(null);
  const [sceneProblem, setSceneProblem] = useState<string | null>(null);
  // The request the scene (or the problem) answers: until it is the current one, a drawing is under way.
  const [answered, setAnswered] = useState<string | null>(null);
  const border = def.cardTypes.find((t) => (typeof t.face === "string" ? t.face : t.face.default) === face.key)?.border;
  const symbolKeys = useMemo(() => (def.symbols ?? []).map((s) => s.key), [def.symbols]);
  const symbolPictures = useMemo(() => previewSymbolPictures(def.symbols), [def.symbols]);
  const samplePicture = sample?.picture;
  const pictures = useMemo(() => (samplePicture === undefined ? symbolPictures : { ...symbolPictures, [SAMPLE_PICTURE_SRC]: samplePicture }), [symbolPictures, samplePicture]);
  const rich = useMemo(() => richFieldKeys(def.fields), [def.fields]);
  const request = useMemo(() => JSON.stringify({ face, card: sample === undefined ? null : { identifier: sample.identifier, fields: sample.fields, picture: sample.picture !== undefined }, border, symbols: symbolKeys, rich }), [face, sample, border, symbolKeys, rich]);
  const drawing = actions !== null && answered !== request;
  const wanted = useRef(request);
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    wanted.current = request;
    if (actions === null || inFlight.current) return;
    const send = (sent: string) => {
      inFlight.current = true;
      const settle = (apply: () => void) => {
        inFlight.current = false;
        if (!mounted.current) return;
        if (wanted.current !== sent) send(wanted.current);
        setAnswered(sent);
        apply();
      };
      actions.preview(JSON.parse(sent) as unknown).then(
        (r) =>
          settle(() => {
            if (r.ok) {
              setScene(r.value);
              setSceneProblem(null);
            } else setSceneProblem(r.error.message);
          }),
        (error: unknown) => settle(() => setSceneProblem(`The preview could not be drawn: ${error instanceof Error ? error.message : String(error)}`)),
      );
    };
    send(request);
  }, [actions, request]);

  return { samples, sample, sampleIndex, setSampleIndex, scene, sceneProblem, drawing, pictures };
}
