"use client";
/**
 * The card editor's keyboard: Alt+↓ / Alt+↑ next / previous card, J / K the same outside text
 * fields, Ctrl+S (⌘S) save now, Alt+H history. Keys the attribute editor already handled (Monaco
 * uses Alt+↑/↓ to move lines) arrive with `defaultPrevented` and are left alone.
 */
import { useEffect, useRef } from "react";

export interface CardKeyHandlers {
  /** Absent: the editor has no next / previous card, and those keys are left to the page. */
  next?: () => void;
  previous?: () => void;
  /**
   * Absent: left to another listener (the data-system editor listens for save and history in the
   * editor and for next / previous in its card commands, which only some pages have).
   */
  save?: () => void;
  history?: () => void;
}

/** Whether the event's target takes text input (then plain letters are typing, not commands). */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.closest(".monaco-editor") !== null;
}

/** Which command a key press means, or null. Pure, for tests. */
export function cardKeyCommand(event: Pick<KeyboardEvent, "key" | "altKey" | "ctrlKey" | "metaKey" | "shiftKey">, typing: boolean): keyof CardKeyHandlers | null {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === "s") return "save";
  if (event.altKey && !event.ctrlKey && !event.metaKey) {
    if (event.key === "ArrowDown") return "next";
    if (event.key === "ArrowUp") return "previous";
    if (event.key.toLowerCase() === "h" || event.key === "˙") return "history";
  }
  if (!typing && !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey) {
    if (event.key === "j") return "next";
    if (event.key === "k") return "previous";
  }
  return null;
}

export function useCardKeys(handlers: CardKeyHandlers): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = cardKeyCommand(event, isTyping(event.target));
      if (!command) return;
      // Inside a dialog only saving makes sense.
      if (command !== "save" && document.querySelector("dialog[open]")) return;
      const handler = ref.current[command];
      if (handler === undefined) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
