/**
 * The one worker pool (lib/workers/pool.ts) that print, import and the simulation slots share:
 * tasks in order on one worker, the cap on those waiting, cancel of a waiting task and of the
 * running one (its worker ended, the next task on a fresh worker), a dead worker failing only its
 * task, and `stop` failing every task. The worker is a few lines of eval'd JavaScript.
 */
import { describe, expect, it } from "vitest";
import { WorkerPool, type PoolTask } from "@/lib/workers/pool";

type Msg = { readonly id: number; readonly type: "done"; readonly value: string; readonly thread: number };

// Answers `{ id, value }` with the value and this thread's id; "hang" never answers; "exit" exits.
const SCRIPT = `
const { parentPort, threadId } = require("node:worker_threads");
parentPort.on("message", (m) => {
  if (m.value === "hang") return;
  if (m.value === "exit") process.exit(3);
  parentPort.postMessage({ id: m.id, type: "done", value: m.value, thread: threadId });
});`;

function pool(maxQueued = 2) {
  return new WorkerPool<Msg>({
    entry: () => ({ file: SCRIPT, eval: true, mode: "source" }),
    maxQueued,
    busy: (waiting) => new Error(`busy with ${waiting}`),
    idleMs: 50,
    lost: ({ code }) => new Error(`lost (exit code ${code})`),
  });
}

function task(value: string, log: string[] = []): { task: PoolTask<Msg>; result: Promise<Msg> } {
  let task!: PoolTask<Msg>;
  const result = new Promise<Msg>((resolve, reject) => {
    task = {
      request: (id) => ({ id, value }),
      onMessage: (m) => {
        log.push(m.value);
        resolve(m);
        return true;
      },
      onFailure: reject,
    };
  });
  return { task, result };
}

describe("the worker pool", () => {
  it("plays tasks in order on one worker and refuses a task past the waiting cap", async () => {
    const p = pool(2);
    const log: string[] = [];
    const a = task("a", log);
    const b = task("b", log);
    const c = task("c", log);
    p.submit(a.task);
    p.submit(b.task);
    p.submit(c.task);
    expect(() => p.submit(task("d").task)).toThrow("busy with 3");
    const answers = await Promise.all([a.result, b.result, c.result]);
    expect(log).toEqual(["a", "b", "c"]);
    expect(new Set(answers.map((x) => x.thread)).size).toBe(1);
    p.stop(new Error("end"));
  });

  it("cancel takes a waiting task out without touching the running one", async () => {
    const p = pool(4);
    const hang = task("hang");
    const waiting = task("w");
    p.submit(hang.task);
    const queued = p.submit(waiting.task);
    expect(queued.cancel(new Error("no longer wanted"))).toBe(true);
    await expect(waiting.result).rejects.toThrow("no longer wanted");
    expect(p.busy).toBe(true);
    p.stop(new Error("end"));
    await expect(hang.result).rejects.toThrow("end");
  });

  it("a running task's cancel ends its worker: the next task plays on another thread", async () => {
    const p = pool(4);
    const warm = task("warm");
    p.submit(warm.task);
    const thread = (await warm.result).thread;
    const hang = task("hang");
    const ticket = p.submit(hang.task);
    const after = task("after");
    p.submit(after.task);
    expect(ticket.cancel(new Error("cancelled"))).toBe(true);
    await expect(hang.result).rejects.toThrow("cancelled");
    expect((await after.result).thread).not.toBe(thread);
    expect(ticket.cancel(new Error("again"))).toBe(false);
    p.stop(new Error("end"));
  });

  it("a worker that dies fails only its task; stop fails every task left", async () => {
    const p = pool(4);
    const dies = task("exit");
    const next = task("next");
    p.submit(dies.task);
    p.submit(next.task);
    await expect(dies.result).rejects.toThrow("lost (exit code 3)");
    expect((await next.result).value).toBe("next");
    const hang = task("hang");
    const queued = task("queued");
    p.submit(hang.task);
    p.submit(queued.task);
    p.stop(new Error("stopped"));
    await expect(hang.result).rejects.toThrow("stopped");
    await expect(queued.result).rejects.toThrow("stopped");
  });
});
