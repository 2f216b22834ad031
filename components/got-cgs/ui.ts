/** GOT CGS's React code as components/systems-ui-registry.ts lists it (components/systems-ui.ts `SystemUi`). */
import { GOT_CGS_DEFINITION } from "@/lib/systems/got-cgs/system";
import type { ReportView } from "../simulation/run-report";
import type { SystemUi } from "../systems-ui";
import { AttributeEditor } from "./attribute-editor";
import { AttributeTextWidget } from "./attribute-text-widget";
import { CardPreview } from "./card-preview/card-preview";
import { gotCgsEndScreens } from "./end-screens";

export const GOT_CGS_UI: { readonly key: string; readonly ui: SystemUi } = {
  key: GOT_CGS_DEFINITION.key,
  ui: {
    textEditor: AttributeEditor,
    fieldWidgets: { attributeText: AttributeTextWidget },
    cardPreview: CardPreview,
    endScreens: gotCgsEndScreens,
    sandbox: async () => (await import("./sandbox/entry")).GOT_CGS_SANDBOX,
    reportView: async (): Promise<ReportView> => (await import("./simulation/simulation-report")).GotCgsReportView,
    rules: async () => (await import("./rules/entry")).GOT_CGS_RULES,
  },
};
