/**
 * Loads Monaco from the local `monaco-editor` package (never a CDN), once per page.
 *
 * The worker setup is the one known to work with Next 16 Turbopack and monaco 0.57: the
 * `new URL(..., import.meta.url)` must stay a literal so the bundler emits the worker file.
 * Only the base editor worker is used: the attribute language's services run on the main
 * thread (analysis takes well under a millisecond per card).
 */
export type Monaco = typeof import("monaco-editor");

let loading: Promise<Monaco> | null = null;

export function loadMonaco(): Promise<Monaco> {
  if (loading === null) {
    self.MonacoEnvironment = {
      getWorker: () => new Worker(new URL("monaco-editor/editor/editor.worker", import.meta.url), { type: "module" }),
    };
    loading = import("monaco-editor");
    // A failed chunk load must not poison every later editor on the page.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}
