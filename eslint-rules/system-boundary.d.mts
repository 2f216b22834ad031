/** Types of ./system-boundary.mjs for the tests that share its definitions. */
export declare const SYSTEMS_WITH_CODE: readonly string[];
export declare const NEUTRAL_FOLDERS: readonly string[];
export declare const ALLOWED: ReadonlySet<string>;
/** Whether a project-relative path is in a system's own folder (lib/systems/got-cgs/..., components/got-genesis/...). */
export declare function inSystemFolder(path: string): boolean;
/** Whether an import's project-relative target is a system's own code (lib/systems/<key>/...). */
export declare function isSystemTarget(path: string): boolean;
/** The project-relative path an import specifier names from `fromFile` (absolute), or null for a package. */
export declare function target(fromFile: string, spec: string): string | null;
export declare const systemBoundary: unknown;
