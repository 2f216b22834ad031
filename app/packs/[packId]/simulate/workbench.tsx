"use client";
/**
 * The Simulate page's workbench with the report view of the pack's system: a system whose
 * report has a per-card table gets the neutral charts (components/simulation/run-report.tsx);
 * a system whose report has other numbers (GOT CGS: adventures, supports and eras) draws its own,
 * which its UI entry hands out (components/systems-ui-registry.ts `reportView`, loaded on
 * demand). The page (a server component) cannot hand a component to a client one, so the choice
 * is made here, by the pack's system.
 */
import { lazy, Suspense, useMemo } from "react";
import type { ReportView } from "@/components/simulation/run-report";
import { SimulationWorkbench, type SimulationWorkbenchProps } from "@/components/simulation/simulation-workbench";
import { systemUi } from "@/components/systems-ui-registry";

/** The system's own report view, loaded when a report first needs it; null: the system has none. */
function useReportView(system: string): ReportView | null {
  return useMemo(() => {
    const load = systemUi(system)?.reportView;
    if (load === undefined) return null;
    const Lazy = lazy(async () => ({ default: await load() }));
    const View: ReportView = (props) => (
      <Suspense fallback={<p className="text-sm text-ink-muted">Loading the report…</p>}>
        <Lazy {...props} />
      </Suspense>
    );
    return View;
  }, [system]);
}

export function SimulateWorkbench(props: Omit<SimulationWorkbenchProps, "reportView">) {
  const reportView = useReportView(props.setup.system);
  return <SimulationWorkbench {...props} reportView={reportView} />;
}
