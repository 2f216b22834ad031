import type { Metadata } from "next";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { Playground } from "./playground";

export const metadata: Metadata = { title: "Try the attribute language" };

/** A scratch page: the attribute editor with the rulebook's example cards to start from. */
export default function PlaygroundPage() {
  return (
    <PageContainer wide>
      <PageHeader
        crumbs={[{ label: "Lint rules", href: "/rules" }, { label: "Playground" }]}
        title="Try the attribute language"
        subtitle="Type attributes as on a card, or start from one of the rulebook's example cards. Problems are underlined as you type; Ctrl+. (⌘. on a Mac) offers fixes, Shift+Alt+F formats."
      />
      <Playground />
    </PageContainer>
  );
}
