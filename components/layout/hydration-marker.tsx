"use client";
/**
 * Marks `<html data-hydrated>` once React has hydrated the page, so browser tests click only
 * when the buttons already work (a click before hydration is silently lost).
 */
import { useEffect } from "react";

export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "1";
    // Read by the page-load timings of the browser tests.
    performance.mark("greenhouse:hydrated");
  }, []);
  return null;
}
