"use client";
/**
 * Installs the pending-work guard (pending-work.ts) as soon as the root layout's script runs,
 * before the Next router adds its own Back / Forward listener: the guard must see Back first to
 * hold it while a card is being saved. Renders nothing.
 */
import { useEffect } from "react";
import { installPendingWorkGuard } from "./pending-work";

// At module evaluation: earlier than any effect, the router's included.
installPendingWorkGuard();

export function PendingWorkGuard() {
  useEffect(() => installPendingWorkGuard(), []);
  return null;
}
