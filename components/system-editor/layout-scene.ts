"use client";
/**
 * The layout editor's scene: the sample cards of a face (the system's pack cards on it, else its
 * example cards, else a card whose fields read as their labels) and the print scene of the draft
 * face with the chosen sample, asked of the server (lib/print faceFrontScene) after typing pauses.
 * A stale answer is dropped; `drawing` is true until the answer to the current request is in.
 */
import { useEffect, useMemo, useState } from "react";
import type { CardScene } from "@/lib/print/card-scene";
import type { FaceDef, SystemDefinition } from "@/lib/systems/types";
import { sampleCards, type PackSample } from "./layout-sample-cards";
import { useLayoutActions, type LayoutActions } from "./layout-actions-context";

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

export function useFaceScene(def: SystemDefinition, face: FaceDef) {
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
  const samples = useMemo(() => sampleCards(def, face.key, packCards), [def, face.key, packCards]);
  const [sampleIndex, setSampleIndex] = useState(0);
  const sample = samples[Math.min(sampleIndex, samples.length - 1)] ?? samples[0];

  // The print scene of the draft's face, asked for after typing pauses; a stale answer is dropped.
  const [scene, setScene] = useState<CardScene | null>(null);
  const [sceneProblem, setSceneProblem] = useState<string | null>(null);
  // The request the scene (or the problem) answers: until it is the current one, a drawing is under way.
  const [answered, setAnswered] = useState<string | null>(null);
  const border = def.cardTypes.find((t) => (typeof t.face === "string" ? t.face : t.face.default) === face.key)?.border;
  const request = useMemo(() => JSON.stringify({ face, card: sample === undefined ? null : { identifier: sample.identifier, fields: sample.fields }, border }), [face, sample, border]);
  const drawing = actions !== null && answered !== request;
  useEffect(() => {
    if (actions === null) return;
    let on = true;
    const timer = setTimeout(() => {
      void actions.preview(JSON.parse(request) as unknown).then((r) => {
        if (!on) return;
        setAnswered(request);
        if (r.ok) {
          setScene(r.value);
          setSceneProblem(null);
        } else setSceneProblem(r.error.message);
      });
    }, 120);
    return () => {
      on = false;
      clearTimeout(timer);
    };
  }, [actions, request]);

  return { samples, sample, sampleIndex, setSampleIndex, scene, sceneProblem, drawing };
}
