/** Types of scripts/esbuild-node.mjs (the esbuild options of a bundle plain Node runs). */
import type { BuildOptions } from "esbuild";

export declare function nodeBundleOptions(root: string): BuildOptions;
