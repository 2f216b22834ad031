"use client";
/**
 * The Simulate page's workbench with the report view of the pack's system: a system whose
 * report has a per-card table gets the neutral charts (components/simulation/run-report.tsx);
 * GOT CGS, whose report is of adventures, supports and eras, draws its own
 * (components/got-cgs/simulation). The page (a server component) cannot hand a component to a
 * client one, so the choice is made here, by the system's key.
 */
import { GotCgsReportView } from "@/components/got-cgs/simulation/simulation-report";
import type { ReportView } from "@/components/simulation/run-report";
import { SimulationWorkbench, type SimulationWorkbenchProps } from "@/components/simulation/simulation-workbench";
import { GOT_CGS_DEFINITION } from "@/lib/systems/got-cgs/system";

const VIEWS: Readonly<Record<string, ReportView>> = { [GOT_CGS_DEFINITION.key]: GotCgsReportView };

export function SimulateWorkbench(props: Omit<SimulationWorkbenchProps, "reportView">) {
  return <SimulationWorkbench {...props} reportView={VIEWS[props.setup.system] ?? null} />;
}
