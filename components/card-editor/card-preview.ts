/**
 * The card editor's live preview: the one of the system whose cards these are (the era-shaped
 * pack file's, lib/systems/registry-pack-files.ts), from the UI registry (`SystemUi.cardPreview`:
 * GOT CGS's silver and gold faces). This file is the one place that asks which preview is drawn,
 * so the editor depends only on the neutral props (components/card-preview/types.ts). Null: the
 * system draws none, and the editor shows no preview and no zoom.
 */
import type { ComponentType } from "react";
import type { CardPreviewProps } from "@/components/card-preview/types";
import { systemUi } from "@/components/systems-ui-registry";
import { ERA_PACK_FILE_SYSTEMS } from "@/lib/systems/registry-pack-files";

export type { CardPreviewProps };

export const CardPreview: ComponentType<CardPreviewProps> | null = systemUi(ERA_PACK_FILE_SYSTEMS[0])?.cardPreview ?? null;
