// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ActionResult } from "@/app/_lib/action-result";
import { forgetStoredCards, useAutosave, type SaveCardInput } from "@/components/card-editor/use-autosave";
import type { ErrorCode } from "@/lib/server/errors";
import type { CardDto } from "@/lib/server/types";
import { makeCard } from "./fixtures";

function server(start: CardDto) {
  let current = start;
  const calls: SaveCardInput[] = [];
  const save = vi.fn(async (input: SaveCardInput): Promise<ActionResult<CardDto>> => {
    calls.push(input);
    if (input.version !== current.version) {
      return { ok: false, error: { code: "conflict", message: "stale", issues: [], current } };
    }
    current = { ...current, ...input.changes, version: current.version + 1 };
    return { ok: true, value: current };
  });
  return { save, calls, bump: (change: Partial<CardDto>) => (current = { ...current, ...change, version: current.version + 1 }) };
}

describe("useAutosave", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    forgetStoredCards();
  });
  afterEach(() => vi.useRealTimers());

  it("waits 600 ms after the last edit, then saves once with the base version", async () => {
    const s = server(makeCard());
    const { result } = renderHook(() => useAutosave(makeCard(), s.save));
    act(() => result.current.edit((d) => ({ ...d, lore: "a" })));
    await act(async () => vi.advanceTimersByTime(400));
    act(() => result.current.edit((d) => ({ ...d, lore: "ab" })));
    await act(async () => vi.advanceTimersByTime(400));
    expect(s.save).not.toHaveBeenCalled();
    expect(result.current.status).toBe("pending");
    await act(async () => vi.advanceTimersByTime(250));
    expect(s.calls).toEqual([{ id: "card-1", version: 1, changes: { lore: "ab" } }]);
    expect(result.current.status).toBe("saved");
    expect(result.current.state.base.version).toBe(2);
  });

  it("flush saves at once and reports the status", async () => {
    const s = server(makeCard());
    const { result } = renderHook(() => useAutosave(makeCard(), s.save));
    act(() => result.current.edit((d) => ({ ...d, copies: 3 })));
    let status = "";
    await act(async () => {
      status = await result.current.flush();
    });
    expect(status).toBe("saved");
    expect(s.calls).toHaveLength(1);
  });

  it("a save based on a stale version becomes a conflict carrying their card", async () => {
    const s = server(makeCard());
    s.bump({ lore: "theirs" });
    const { result } = renderHook(() => useAutosave(makeCard(), s.save));
    act(() => result.current.edit((d) => ({ ...d, lore: "mine" })));
    await act(async () => vi.advanceTimersByTime(700));
    expect(result.current.status).toBe("conflict");
    expect(result.current.state.conflict?.lore).toBe("theirs");
    // Nothing more is sent until the designer picks.
    await act(async () => vi.advanceTimersByTime(5000));
    expect(s.calls).toHaveLength(1);
    act(() => result.current.keepMine());
    await act(async () => vi.advanceTimersByTime(700));
    expect(s.calls[1]).toEqual({ id: "card-1", version: 2, changes: { lore: "mine" } });
    expect(result.current.status).toBe("saved");
  });

  it("Take theirs with a restore saves mine into the history first, then brings theirs back on top", async () => {
    const s = server(makeCard());
    s.bump({ lore: "theirs" });
    const saved: string[] = [];
    const save = vi.fn(async (input: SaveCardInput) => {
      const result = await s.save(input);
      if (result.ok) saved.push(result.value.lore);
      return result;
    });
    const restore = vi.fn(async (_id: string, _version: number, baseVersion: number) => save({ id: "card-1", version: baseVersion, changes: { lore: "theirs" } }));
    const { result } = renderHook(() => useAutosave(makeCard(), save, { restore }));
    act(() => result.current.edit((d) => ({ ...d, lore: "mine" })));
    await act(async () => vi.advanceTimersByTime(700));
    expect(result.current.status).toBe("conflict");
    await act(async () => result.current.takeTheirs());
    expect(restore).toHaveBeenCalledWith("card-1", 2, 3);
    // Version 3 is mine, version 4 theirs again: neither side is lost.
    expect(saved).toEqual(["mine", "theirs"]);
    expect(result.current.state.draft.lore).toBe("theirs");
    expect(result.current.state.base.version).toBe(4);
    expect(result.current.status).toBe("saved");
  });

  it("Take theirs whose save of mine gets no answer opens the choice again, mine still in the form", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const s = server(makeCard());
    s.bump({ lore: "theirs" });
    let down = false;
    const save = vi.fn(async (input: SaveCardInput) => {
      if (down) throw new TypeError("fetch failed");
      return s.save(input);
    });
    const restore = vi.fn();
    const { result, unmount } = renderHook(() => useAutosave(makeCard(), save, { restore }));
    act(() => result.current.edit((d) => ({ ...d, lore: "mine" })));
    await act(async () => vi.advanceTimersByTime(700));
    down = true;
    await act(async () => result.current.takeTheirs());
    expect(restore).not.toHaveBeenCalled();
    expect(result.current.status).toBe("conflict");
    expect(result.current.state.draft.lore).toBe("mine");
    expect(result.current.state.conflict?.lore).toBe("theirs");
    // Nothing goes out by itself: a retry of mine alone would leave mine on top.
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(save).toHaveBeenCalledTimes(2);
    // Unmounted, the editor's unsaved work leaves the app-wide guard (the next tests check it).
    unmount();
    log.mockRestore();
  });

  it("a dropped connection (the action rejects) keeps the edit, says so and retries by itself, backing off", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const s = server(makeCard());
    let failures = 2;
    const flaky = vi.fn(async (input: SaveCardInput) => {
      if (failures-- > 0) throw new TypeError("fetch failed");
      return s.save(input);
    });
    const { result } = renderHook(() => useAutosave(makeCard(), flaky));
    act(() => result.current.edit((d) => ({ ...d, lore: "kept" })));
    await act(async () => vi.advanceTimersByTime(700));
    expect(flaky).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe("error");
    expect(result.current.state.draft.lore).toBe("kept");
    expect(result.current.state.error?.message).toMatch(/Check your connection and try again\. Your changes are kept here and saved by themselves/);
    // First retry 2 s after the failure, the second 4 s after that one.
    await act(async () => vi.advanceTimersByTime(1900));
    expect(flaky).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(200));
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe("error");
    await act(async () => vi.advanceTimersByTime(3800));
    expect(flaky).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(300));
    expect(flaky).toHaveBeenCalledTimes(3);
    expect(result.current.status).toBe("saved");
    expect(s.calls).toEqual([{ id: "card-1", version: 1, changes: { lore: "kept" } }]);
    log.mockRestore();
  });

  // Every code a save can fail with (a conflict carrying the card has its own path, above): only
  // what waiting can cure is retried. A Record, so a new ErrorCode must be placed here.
  const retried: Record<ErrorCode, boolean> = {
    busy: true,
    internal: true,
    validation: false,
    not_found: false,
    conflict: false,
    too_large: false,
    unsupported_media_type: false,
    unauthorized: false,
    forbidden: false,
    method_not_allowed: false,
  };
  it.each(Object.entries(retried))("a save refused with code %s is retried by itself: %s", async (code, retry) => {
    const s = server(makeCard());
    let refusals = 1;
    const refusing = vi.fn(async (input: SaveCardInput): Promise<ActionResult<CardDto>> => {
      if (refusals-- > 0) return { ok: false, error: { code: code as ErrorCode, message: `refused: ${code}`, issues: [] } };
      return s.save(input);
    });
    const { result } = renderHook(() => useAutosave(makeCard(), refusing));
    act(() => result.current.edit((d) => ({ ...d, lore: "typed" })));
    await act(async () => vi.advanceTimersByTime(700));
    expect(result.current.status).toBe("error");
    expect(result.current.state.error).toMatchObject({ message: `refused: ${code}`, retryable: retry });
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(refusing).toHaveBeenCalledTimes(retry ? 2 : 1);
    expect(result.current.status).toBe(retry ? "saved" : "error");
    if (!retry) {
      // It waits for the designer's next edit, which is saved as usual.
      act(() => result.current.edit((d) => ({ ...d, lore: "typed again" })));
      await act(async () => vi.advanceTimersByTime(700));
      expect(s.calls).toEqual([{ id: "card-1", version: 1, changes: { lore: "typed again" } }]);
      expect(result.current.status).toBe("saved");
    }
  });
});

describe("useAutosave and leaving the page", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    forgetStoredCards();
  });
  afterEach(() => vi.useRealTimers());

  it("sends a dirty draft when the editor unmounts before the debounce ran", async () => {
    const s = server(makeCard());
    const { result, unmount } = renderHook(() => useAutosave(makeCard(), s.save));
    act(() => result.current.edit((d) => ({ ...d, lore: "typed just before leaving" })));
    unmount();
    await act(async () => undefined);
    expect(s.calls).toEqual([{ id: "card-1", version: 1, changes: { lore: "typed just before leaving" } }]);
  });

  it("has the browser warn before unloading while a change is pending, and not once it is saved", async () => {
    const s = server(makeCard());
    const { result, unmount } = renderHook(() => useAutosave(makeCard(), s.save));
    const unload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    act(() => result.current.edit((d) => ({ ...d, lore: "x" })));
    expect(unload()).toBe(true);
    await act(async () => vi.advanceTimersByTime(700));
    expect(result.current.status).toBe("saved");
    expect(unload()).toBe(false);
    unmount();
  });
});

describe("useAutosave and Back", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    forgetStoredCards();
  });
  afterEach(() => vi.useRealTimers());

  it("a page shown again from an older copy of the card (the router's cache) starts from what this tab saved", async () => {
    const s = server(makeCard());
    const first = renderHook(() => useAutosave(makeCard(), s.save));
    act(() => first.result.current.edit((d) => ({ ...d, lore: "saved, then Back and Forward" })));
    await act(async () => vi.advanceTimersByTime(700));
    first.unmount();
    const again = renderHook(() => useAutosave(makeCard(), s.save));
    expect(again.result.current.state.draft.lore).toBe("saved, then Back and Forward");
    expect(again.result.current.state.base.version).toBe(2);
    expect(again.result.current.status).toBe("saved");
    // A newer card from the server (another tab saved) still wins over what this tab remembers.
    const newer = renderHook(() => useAutosave(makeCard({ version: 5, lore: "theirs" }), s.save));
    expect(newer.result.current.state.draft.lore).toBe("theirs");
  });
});
