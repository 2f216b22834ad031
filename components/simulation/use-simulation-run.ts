"use client";
/**
 * One simulation followed from the page: start it, poll its progress (every 400 ms, so the bar
 * moves at least every second), cancel it. The state is the server's run (SimulationDto).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { SimulationDto, SimulationInput } from "@/lib/server/simulations/types";
import { cancelRun, getRun, startRun } from "./api";

export const POLL_MS = 400;

export interface SimulationRunState {
  readonly run: SimulationDto | null;
  readonly starting: boolean;
  readonly cancelling: boolean;
  readonly error: string | null;
  readonly fields: Record<string, string>;
  start(packId: string, input: SimulationInput): Promise<void>;
  cancel(): Promise<void>;
  /** Shows a saved run (from the list) in this slot. */
  show(run: SimulationDto): void;
  /** Empties the slot (stops following a run; the run itself goes on). */
  clear(): void;
}

export function useSimulationRun(onEnded?: (run: SimulationDto) => void): SimulationRunState {
  const [run, setRun] = useState<SimulationDto | null>(null);
  const [starting, setStarting] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const following = useRef<string | null>(null);
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);

  const stop = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    following.current = null;
  };
  useEffect(() => stop, []);

  const follow = useCallback((id: string) => {
    stop();
    following.current = id;
    const poll = async () => {
      const got = await getRun(id);
      if (following.current !== id) return;
      if (!got.ok) {
        setError(got.message);
        stop();
        return;
      }
      setRun(got.value);
      if (got.value.status === "running") timer.current = setTimeout(() => void poll(), POLL_MS);
      else {
        stop();
        ended.current?.(got.value);
      }
    };
    void poll();
  }, []);

  const start = useCallback(
    async (packId: string, input: SimulationInput) => {
      setStarting(true);
      setError(null);
      setFields({});
      const started = await startRun(packId, input);
      setStarting(false);
      if (!started.ok) {
        setError(started.message);
        setFields(started.fields);
        return;
      }
      setRun(null);
      follow(started.value.id);
    },
    [follow],
  );

  const cancel = useCallback(async () => {
    const id = following.current;
    if (id === null) return;
    setCancelling(true);
    const done = await cancelRun(id);
    setCancelling(false);
    if (!done.ok) setError(done.message);
  }, []);

  const show = useCallback(
    (saved: SimulationDto) => {
      stop();
      setError(null);
      setFields({});
      setRun(saved);
      if (saved.status === "running" || saved.report === null) follow(saved.id);
    },
    [follow],
  );

  const clear = useCallback(() => {
    stop();
    setRun(null);
    setError(null);
    setFields({});
  }, []);

  return { run, starting, cancelling, error, fields, start, cancel, show, clear };
}
