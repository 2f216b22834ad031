/**
 * The test order of the vitest configs (vitest.config.ts, vitest.pg.config.ts,
 * vitest.e2e.config.ts): the longest files start first, so the workers end at about the same
 * time instead of one long file, picked up last, running alone while the other cores idle.
 *
 * A fresh clone has no vitest cache (node_modules/.vite), so vitest's own order there is by file
 * size, which says little about time: on CI's two cores the 68 s property test of the unit suite
 * started last and ran alone for a minute. The seconds come from CI logs instead; a file missing
 * from the table counts as `unknown` seconds.
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { relative } from "node:path";

export interface LongestFirstOptions {
  /** Seconds per file, keyed as `key` names it. */
  readonly seconds: Readonly<Record<string, number>>;
  /** The seconds of a file missing from `seconds`. */
  readonly unknown: number;
  /** A file's key in `seconds` (its path from `root` by default). */
  readonly key?: (path: string) => string;
  /**
   * Files of a project without isolation (`isolate: false`) share one worker's module graph, but
   * only while they follow each other in the queue: a file of another project in between ends
   * that worker. They then keep together, in their own order, after every other file, except
   * those of at least `headSeconds`, which start first with the longest of the others.
   */
  readonly headSeconds?: number;
}

/** A vitest sequencer class ordering files longest first (see the module's comment). */
export function longestFirst(root: string, options: LongestFirstOptions): typeof BaseSequencer {
  const key = options.key ?? ((path: string) => relative(root, path).split("\\").join("/"));
  const seconds = (spec: TestSpecification): number => options.seconds[key(spec.moduleId)] ?? options.unknown;
  const head = options.headSeconds ?? 0;
  // 0: the head (long files of any project); 1: isolated files; 2: files sharing a worker.
  const tier = (spec: TestSpecification): number => (seconds(spec) >= head ? 0 : spec.project.config.isolate === false ? 2 : 1);
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      return [...files].sort((a, b) => tier(a) - tier(b) || seconds(b) - seconds(a) || a.moduleId.localeCompare(b.moduleId));
    }
  };
}
