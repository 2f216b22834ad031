/**
 * Says what happened since the viewer's last move to a screen reader: the actions of the log from
 * `newFrom` (the viewer's move and the other seats' answers), one sentence each, in a polite live
 * region that is not drawn. The eye reads the same in the log, where those lines are marked new.
 * Nothing is said on loading a game (no new lines), and an answer that confirms the drawn
 * prediction changes no text, so it is not said twice.
 */
import { memo } from "react";
import type { LogLine } from "@/lib/table/view";

/** At most this many actions are read out; the rest are counted (an end of round logs many). */
export const ANNOUNCED = 5;

export interface MoveAnnouncerProps {
  /** The log's lines grouped by logged action, as the log panel gets them. */
  entries: readonly (readonly LogLine[])[];
  /** The first action to read out (Infinity: none). */
  newFrom: number;
}

/** The text read out for `entries` from `newFrom`: each action's headline, then how many more. */
export function announcement(entries: readonly (readonly LogLine[])[], newFrom: number): string {
  if (!Number.isFinite(newFrom)) return "";
  const heads = entries.slice(newFrom).flatMap((lines) => lines.filter((l) => !l.detail).map((l) => l.text));
  const more = heads.length - ANNOUNCED;
  return [...heads.slice(0, ANNOUNCED), ...(more > 0 ? [`And ${more} more ${more === 1 ? "action" : "actions"}: see the log.`] : [])].join(" ");
}

export const MoveAnnouncer = memo(function MoveAnnouncer({ entries, newFrom }: MoveAnnouncerProps) {
  return (
    <p role="status" className="sr-only" data-testid="move-announcer">
      {announcement(entries, newFrom)}
    </p>
  );
});
