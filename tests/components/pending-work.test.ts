// @vitest-environment jsdom
/**
 * The app-wide pending-work guard: which clicks are in-app navigations, and that a click or a
 * Back while work is pending waits for the save before the navigation goes on (the click is
 * held back from the page's own handlers, then replayed).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { combinedState, inAppLink, installPendingWorkGuard, registerPendingWork, type WorkState } from "@/components/layout/pending-work";

const here = { href: "http://app.test/packs/p/eras/e/cards/c", origin: "http://app.test" };
const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };

function link(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  const a = document.createElement("a");
  a.setAttribute("href", href);
  for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
  a.innerHTML = "<span>go</span>";
  document.body.append(a);
  return a;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("combinedState", () => {
  it("is failed when any work failed, else pending when any is pending, else clean", () => {
    expect(combinedState([])).toBe("clean");
    expect(combinedState(["clean", "pending"])).toBe("pending");
    expect(combinedState(["pending", "failed", "clean"])).toBe("failed");
  });
});

describe("inAppLink", () => {
  it("finds the link of a click on its content", () => {
    const a = link("/packs/p");
    expect(inAppLink(plain, a.querySelector("span"), here)).toBe(a);
  });

  it("leaves alone new tabs, downloads, other origins, other buttons and jumps within the page", () => {
    expect(inAppLink({ ...plain, ctrlKey: true }, link("/packs/p"), here)).toBeNull();
    expect(inAppLink({ ...plain, button: 1 }, link("/packs/p"), here)).toBeNull();
    expect(inAppLink({ ...plain, defaultPrevented: true }, link("/packs/p"), here)).toBeNull();
    expect(inAppLink(plain, link("/packs/p", { target: "_blank" }), here)).toBeNull();
    expect(inAppLink(plain, link("/export", { download: "" }), here)).toBeNull();
    expect(inAppLink(plain, link("https://elsewhere.test/"), here)).toBeNull();
    expect(inAppLink(plain, link("#problems"), here)).toBeNull();
    expect(inAppLink(plain, document.body, here)).toBeNull();
  });
});

describe("the guard", () => {
  function work(initial: WorkState) {
    let state = initial;
    let release: () => void = () => undefined;
    const flush = vi.fn(
      () =>
        new Promise<WorkState>((resolve) => {
          release = () => {
            state = "clean";
            resolve(state);
          };
        }),
    );
    return { work: { state: () => state, flush, describe: () => "GEN-001 is not saved yet." }, flush, release: () => release() };
  }

  it("holds a link click back from the page until the save is done, then replays it", async () => {
    const w = work("pending");
    const off = registerPendingWork(w.work);
    const a = link("/packs/p");
    const followed = vi.fn((e: Event) => e.preventDefault());
    a.addEventListener("click", followed);

    a.click();
    expect(followed).not.toHaveBeenCalled();
    expect(w.flush).toHaveBeenCalledTimes(1);

    w.release();
    await vi.waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
    off();
  });

  it("lets clicks through untouched while nothing is pending", () => {
    const w = work("clean");
    const off = registerPendingWork(w.work);
    const a = link("/packs/p");
    const followed = vi.fn((e: Event) => e.preventDefault());
    a.addEventListener("click", followed);
    a.click();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(w.flush).not.toHaveBeenCalled();
    off();
  });

  it("asks before leaving work that cannot be saved, and stays when the designer says so", async () => {
    const failed = { state: (): WorkState => "failed", flush: vi.fn(async (): Promise<WorkState> => "failed"), describe: () => "GEN-001 is not saved: a card has at least 1 copy" };
    const off = registerPendingWork(failed);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const a = link("/packs/p");
    const followed = vi.fn((e: Event) => e.preventDefault());
    a.addEventListener("click", followed);
    a.click();
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]?.[0]).toMatch(/a card has at least 1 copy/);
    expect(followed).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    a.click();
    await vi.waitFor(() => expect(followed).toHaveBeenCalledTimes(1));
    confirm.mockRestore();
    off();
  });

  it("holds Back from the router until the save is done", async () => {
    const w = work("pending");
    // As in the app: the root layout installs the guard before the router adds its listener.
    installPendingWorkGuard();
    const router = vi.fn();
    window.addEventListener("popstate", router);
    const off = registerPendingWork(w.work);
    window.dispatchEvent(new PopStateEvent("popstate", { state: { __NA: true } }));
    expect(router).not.toHaveBeenCalled();
    w.release();
    await vi.waitFor(() => expect(router).toHaveBeenCalledTimes(1));
    expect((router.mock.calls[0]?.[0] as PopStateEvent).state).toEqual({ __NA: true });
    off();
    window.removeEventListener("popstate", router);
  });

  it("warns before unloading while work is pending, and not after it is saved", () => {
    const w = work("pending");
    const off = registerPendingWork(w.work);
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    off();
    const after = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});
