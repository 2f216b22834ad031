"use client";
/**
 * The app-wide guard for work a designer has typed but the server has not stored yet.
 *
 * An editor registers its pending work (`usePendingWork`); while any registered work is not
 * clean, the guard
 * - intercepts in-app link clicks (capture phase on `document`, so it runs before React's and
 *   Next `<Link>`'s handlers), waits for the work to be saved, then replays the click;
 * - intercepts Back / Forward (a capture listener on `window` runs before the Next router's
 *   `popstate` listener), waits the same way, then lets the router handle the traversal;
 * - asks the browser to warn before the page is unloaded (reload, typed address, closing).
 * Work that cannot be saved (the server refused it, or it is not reachable) is not left silently:
 * the designer is asked whether to leave anyway. A button that navigates with the router asks
 * the same through `mayLeave()` first.
 *
 * The listeners are installed once per page and do nothing while no work is dirty. The Back
 * listener must be on `window` before the router's (Chromium runs a window's listeners in the
 * order they were added, capture or not, and React renders the page Back goes to synchronously
 * inside the router's listener): the root layout installs it early with <PendingWorkGuard>.
 * The pure decisions (which click is an in-app navigation, what the combined state is) are
 * exported for tests.
 */
import { useEffect, useRef } from "react";

/** Where a piece of work stands: nothing to save, saving soon or now, or refused / unreachable. */
export type WorkState = "clean" | "pending" | "failed";

export interface PendingWork {
  state(): WorkState;
  /** Saves what can be saved now; resolves with the state afterwards. */
  flush(): Promise<WorkState>;
  /** Said when leaving would lose it ("The card GEN-001 is not saved: a card has at least 1 copy."). */
  describe(): string;
}

const works = new Set<PendingWork>();
/** While true, the guard lets events through (it is replaying a navigation it held back). */
let replaying = false;
/** The one wait in progress: a second click while saving re-targets it instead of waiting twice. */
let settling: Promise<boolean> | null = null;
/** The address and history state of the page the work belongs to, to go back to on "stay". */
let here: { href: string; state: unknown } | null = null;

/** The state of all registered work together: failed beats pending beats clean. */
export function combinedState(states: Iterable<WorkState>): WorkState {
  let out: WorkState = "clean";
  for (const s of states) {
    if (s === "failed") return "failed";
    if (s === "pending") out = "pending";
  }
  return out;
}

type ClickLike = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">;

/**
 * The link a click follows inside this document, or null when the click is not an in-app
 * navigation: another button or modifier (new tab or window), a link opening elsewhere
 * (`target`, `download`), another origin (the unload warning covers it), or a jump within the
 * same page (only the hash differs).
 */
export function inAppLink(event: ClickLike, target: EventTarget | null, location: Pick<Location, "href" | "origin">): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const anchor = element?.closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute("download")) return null;
  const where = anchor.getAttribute("target");
  if (where && where !== "_self") return null;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute("href") ?? "", location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  const now = new URL(location.href);
  if (url.pathname === now.pathname && url.search === now.search && url.hash !== now.hash) return null;
  return anchor;
}

function currentState(): WorkState {
  return combinedState([...works].map((w) => w.state()));
}

/**
 * Saves every registered piece of work; when some cannot be saved, asks whether to leave anyway.
 * Resolves true when the navigation may go on.
 */
function settle(): Promise<boolean> {
  settling ??= (async () => {
    try {
      const after = await Promise.all([...works].map((w) => w.flush().catch((): WorkState => "failed")));
      if (combinedState(after) === "clean") return true;
      const why = [...works].filter((w) => w.state() !== "clean").map((w) => w.describe());
      return window.confirm(`${why.join("\n")}\n\nLeave this page anyway? What is not saved will be lost.`);
    } finally {
      settling = null;
    }
  })();
  return settling;
}

/**
 * For a navigation the guard cannot see (a button that calls `router.push`): saves every piece
 * of work and, when some cannot be saved, asks the question a link click asks. Resolves true
 * when the navigation may go on; on false ("stay") nothing has changed.
 */
export function mayLeave(): Promise<boolean> {
  return currentState() === "clean" ? Promise.resolve(true) : settle();
}

function onClick(event: MouseEvent): void {
  if (replaying || currentState() === "clean") return;
  const anchor = inAppLink(event, event.target, window.location);
  if (anchor === null) return;
  // Stop it before React (and Next's <Link>) see it: they would navigate at once.
  event.preventDefault();
  event.stopPropagation();
  const href = anchor.href;
  void settle().then((go) => {
    if (!go) return;
    if (!anchor.isConnected) return window.location.assign(href);
    replaying = true;
    try {
      anchor.click();
    } finally {
      replaying = false;
    }
  });
}

/*
 * Installed before the Next router's own listener (see the file comment), so this sees Back /
 * Forward first and keeps the router from swapping the page away while the work is unsaved.
 */
function onPopState(event: PopStateEvent): void {
  if (replaying || currentState() === "clean") return;
  event.stopImmediatePropagation();
  const state: unknown = event.state;
  void settle().then((go) => {
    if (go) {
      replaying = true;
      try {
        window.dispatchEvent(new PopStateEvent("popstate", { state }));
      } finally {
        replaying = false;
      }
    } else if (here !== null) {
      // Staying: the address bar already shows where Back went; put this page's address back.
      window.history.pushState(here.state, "", here.href);
    }
  });
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (currentState() === "clean") return;
  event.preventDefault();
  // Older browsers show the dialog only when returnValue is set.
  event.returnValue = "";
}

let installed = false;

/** Adds the guard's listeners to the page, once; idempotent. A no-op on the server. */
export function installPendingWorkGuard(): void {
  if (installed || typeof window === "undefined") return;
  installed = true;
  document.addEventListener("click", onClick, true);
  window.addEventListener("popstate", onPopState, true);
  window.addEventListener("beforeunload", onBeforeUnload);
}

/** Registers work with the guard; returns the function that unregisters it. */
export function registerPendingWork(work: PendingWork): () => void {
  installPendingWorkGuard();
  works.add(work);
  here = { href: window.location.href, state: window.history.state };
  return () => {
    works.delete(work);
  };
}

/**
 * Tells the guard the work's state changed. The page's own address is remembered while its
 * work is dirty (Next may have replaced the history state since the work registered).
 */
export function notePendingWork(state: WorkState): void {
  if (state !== "clean") here = { href: window.location.href, state: window.history.state };
}

/**
 * Registers the component's work with the guard for as long as it is mounted. `work` may change
 * on every render; the guard always calls the latest one.
 */
export function usePendingWork(work: PendingWork): void {
  const latest = useRef(work);
  useEffect(() => {
    latest.current = work;
  });
  useEffect(
    () =>
      registerPendingWork({
        state: () => latest.current.state(),
        flush: () => latest.current.flush(),
        describe: () => latest.current.describe(),
      }),
    [],
  );
}

/**
 * The guard for a form saved with a button: while it has unsaved changes, leaving the page
 * (a link, Back, reload) asks first. `message` says what would be lost.
 */
export function useUnsavedChanges(dirty: boolean, message: string): void {
  usePendingWork({
    state: () => (dirty ? "failed" : "clean"),
    flush: async () => (dirty ? "failed" : "clean"),
    describe: () => message,
  });
}
