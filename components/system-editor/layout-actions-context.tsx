"use client";
/**
 * The layout editor's server actions, given by the system page (components take server actions
 * from their page): the print scene of a draft face, and sample cards of the system's packs.
 * Without a provider (a unit test) the editor draws no print scene and uses example cards.
 */
import { createContext, useContext, type ReactNode } from "react";
import type { ActionResult } from "@/lib/action-result";
import type { CardScene } from "@/lib/print/card-scene";
import type { PackSample } from "./layout-sample-cards";

export interface LayoutActions {
  readonly preview: (input: unknown) => Promise<ActionResult<CardScene>>;
  readonly samples: (system: string) => Promise<ActionResult<PackSample[]>>;
}

const Actions = createContext<LayoutActions | null>(null);

export function LayoutActionsProvider({ preview, samples, children }: LayoutActions & { children: ReactNode }) {
  return <Actions.Provider value={{ preview, samples }}>{children}</Actions.Provider>;
}

export function useLayoutActions(): LayoutActions | null {
  return useContext(Actions);
}
