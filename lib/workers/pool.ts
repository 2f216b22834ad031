/**
 * The one worker pool of the app's long work (print, import, simulation): a worker thread
 * started on first use, one task at a time, the others waiting in order up to a cap, the worker
 * ended after a while idle (or kept until stopped), a task cancelled by ending the worker when it
 * is running. Each user keeps its own messages, caps and errors:
 *
 * - print (lib/print/worker-client.ts): 4 waiting, a minute idle, a cancelled request ends the render;
 * - import (lib/server/import-worker/client.ts): 8 waiting, a minute idle, a dead worker fails its import;
 * - simulation (lib/server/simulations/chunk-thread.ts): a slot, no one waiting, kept until stopped.
 *
 * Messages from the worker carry the id of the task they belong to (`{ id }`); an answer for
 * another id, or from a worker already ended, is dropped. Node-only; no app imports.
 */
import { Worker } from "node:worker_threads";
import type { WorkerEntry } from "./entry";

/** One task: the message that starts it and what to do with the worker's answers. */
export interface PoolTask<M extends { readonly id: number }> {
  /** The message posted to the worker to start the task (`id`: the task's id, for the answers). */
  request(id: number): unknown;
  /**
   * A message of this task from the worker; true when it was the task's last (done or failed).
   * `post` writes to the same worker while it runs this task (a test's release, a cancel).
   */
  onMessage(message: M, post: (message: unknown) => void): boolean;
  /** The task cannot end normally: the worker died or could not start, or the task was cancelled. */
  onFailure(error: Error): void;
}

export interface PoolOptions {
  /** The worker's entry (lib/workers/entry.ts `workerEntry`); called when a worker starts. */
  readonly entry: () => WorkerEntry;
  /** Tasks that may wait behind the running one; a task past them is refused with `busy(waiting)`. */
  readonly maxQueued: number;
  readonly busy: (waiting: number) => Error;
  /** How long an idle worker stays before it is ended; null: until {@link WorkerPool.stop}. */
  readonly idleMs: number | null;
  /** The error of a running task whose worker exited (`code`) or failed (`error`). */
  readonly lost: (reason: { readonly code?: number; readonly error?: Error }) => Error;
  /** Whether a worker running a task keeps the process alive (default true; an idle one never does). */
  readonly refWhileBusy?: boolean;
}

interface Queued<M extends { readonly id: number }> {
  readonly id: number;
  readonly task: PoolTask<M>;
}

/** A handle on a submitted task. */
export interface PoolTicket {
  /** Takes the task out of the queue, or ends the worker when it is running; its `onFailure(error)` follows. False when it had ended. */
  cancel(error: Error): boolean;
}

export class WorkerPool<M extends { readonly id: number }> {
  private worker: Worker | null = null;
  private running: Queued<M> | null = null;
  private readonly queue: Queued<M>[] = [];
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PoolOptions) {}

  /** Queues `task`; throws `busy` when {@link PoolOptions.maxQueued} already wait. */
  submit(task: PoolTask<M>): PoolTicket {
    if (this.queue.length >= this.options.maxQueued && (this.running !== null || this.options.maxQueued > 0)) throw this.options.busy(this.queue.length + 1);
    const queued: Queued<M> = { id: this.nextId++, task };
    this.queue.push(queued);
    this.pump();
    return { cancel: (error) => this.cancel(queued, error) };
  }

  /** Whether a task is running or waiting. */
  get busy(): boolean {
    return this.running !== null || this.queue.length > 0;
  }

  /**
   * Starts the worker ahead of a task when none runs (and posts `message` to a fresh one, e.g.
   * print's font warm-up), without queueing. Never throws: a worker that cannot start fails the
   * task that needs it. An idle worker stays for the idle time from now.
   */
  warm(message?: unknown): void {
    try {
      const fresh = this.worker === null;
      const worker = this.ensureWorker();
      if (fresh && message !== undefined) worker.postMessage(message);
    } catch {
      return;
    }
    if (!this.busy) {
      this.clearIdle();
      this.scheduleIdle();
    }
  }

  /** Ends the worker now: the running task fails with `error` (default: the worker's exit), the queue goes on with a fresh one. */
  async terminate(error?: Error): Promise<void> {
    const worker = this.worker;
    if (worker === null) return;
    if (error !== undefined) this.lose(worker, error);
    await worker.terminate();
  }

  /** Fails every task (queued ones too) with `error` and ends the worker. */
  stop(error: Error): void {
    const queued = this.queue.splice(0);
    const worker = this.worker;
    this.worker = null;
    this.clearIdle();
    const running = this.running;
    this.running = null;
    running?.task.onFailure(error);
    for (const q of queued) q.task.onFailure(error);
    if (worker !== null) void worker.terminate();
  }

  private cancel(queued: Queued<M>, error: Error): boolean {
    const at = this.queue.indexOf(queued);
    if (at >= 0) this.queue.splice(at, 1);
    else if (this.running === queued) {
      // A task cannot be interrupted inside the worker; ending the worker is the only way to stop it.
      this.running = null;
      void this.worker?.terminate();
      this.worker = null;
    } else return false;
    queued.task.onFailure(error);
    this.pump();
    return true;
  }

  private ensureWorker(): Worker {
    if (this.worker !== null) return this.worker;
    const entry = this.options.entry();
    const worker = new Worker(entry.file, { eval: entry.eval, env: process.env });
    worker.on("message", (message: M) => this.onMessage(worker, message));
    worker.on("error", (error) => this.lose(worker, this.options.lost({ error })));
    worker.on("exit", (code) => this.lose(worker, this.options.lost({ code })));
    // An idle worker must not keep the process (the CLI, a test) alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private pump(): void {
    if (this.running !== null) return;
    const next = this.queue.shift();
    if (next === undefined) {
      this.scheduleIdle();
      return;
    }
    this.clearIdle();
    this.running = next;
    try {
      const worker = this.ensureWorker();
      if (this.options.refWhileBusy !== false) worker.ref();
      worker.postMessage(next.task.request(next.id));
    } catch (error) {
      // A worker that cannot start (its bundle missing) or a request that cannot be cloned.
      this.running = null;
      next.task.onFailure(error instanceof Error ? error : new Error(String(error)));
      this.pump();
    }
  }

  private clearIdle(): void {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.idleTimer = null;
  }

  private scheduleIdle(): void {
    if (this.worker === null || this.idleTimer !== null) return;
    this.worker.unref();
    if (this.options.idleMs === null) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (!this.busy) {
        void this.worker?.terminate();
        this.worker = null;
      }
    }, this.options.idleMs);
    this.idleTimer.unref();
  }

  private onMessage(worker: Worker, message: M): void {
    const running = this.running;
    if (worker !== this.worker || running === null || message.id !== running.id) return;
    const post = (m: unknown) => {
      if (this.worker === worker && this.running === running) worker.postMessage(m);
    };
    if (!running.task.onMessage(message, post)) return;
    this.running = null;
    this.pump();
  }

  private lose(worker: Worker, error: Error): void {
    if (worker !== this.worker) return;
    this.worker = null;
    const running = this.running;
    this.running = null;
    running?.task.onFailure(error);
    this.pump();
  }
}
