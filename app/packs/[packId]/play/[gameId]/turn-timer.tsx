/**
 * The optional turn timer: the pack's turn time limit (CGS-177, "During this time, a player may
 * perform various actions"; CGS-294 the turn). The rulebook does not say what happens when it
 * runs out. Decision: the seat passes (the "Pass" step ends the turn, as a player who does
 * nothing more would); when it must answer a request or a trade instead, it refuses (nothing
 * changes hands, and the game goes on). A new timer starts with every answer of the server.
 */
"use client";

import { useEffect, useRef, useState } from "react";

export function TurnTimer({ minutes, onTimeUp }: { minutes: number; onTimeUp: () => void }) {
  const [left, setLeft] = useState(minutes * 60);
  const fired = useRef(false);
  const onTimeUpRef = useRef(onTimeUp);
  useEffect(() => {
    onTimeUpRef.current = onTimeUp;
  });
  useEffect(() => {
    const end = Date.now() + minutes * 60_000;
    const id = setInterval(() => {
      const s = Math.max(0, Math.round((end - Date.now()) / 1000));
      setLeft(s);
      if (s === 0 && !fired.current) {
        fired.current = true;
        onTimeUpRef.current();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [minutes]);
  const mm = Math.floor(left / 60);
  const ss = String(left % 60).padStart(2, "0");
  return (
    <span role="timer" aria-label="Time left in this turn" className={left < 30 ? "text-sm font-medium text-danger tabular-nums" : "text-sm tabular-nums"}>
      {mm}:{ss}
    </span>
  );
}
