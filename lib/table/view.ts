/**
 * The neutral table view's types, defined with the system contract (lib/systems/table-view.ts)
 * so a system's table adapter and the table components share them. Re-exported here for the
 * table's own modules and components.
 */
export type * from "@/lib/systems/table-view";
