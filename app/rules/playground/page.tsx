import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PageContainer, PageHeader } from "@/components/layout/page-header";
import { languagePlayground } from "../own-rules";

export async function generateMetadata(): Promise<Metadata> {
  const playground = await languagePlayground();
  return { title: playground?.title ?? "Playground" };
}

/** A scratch page: the language's editor with example cards to start from (the system's own part, through the UI registry). */
export default async function PlaygroundPage() {
  const playground = await languagePlayground();
  if (playground === null) notFound();
  return (
    <PageContainer wide>
      <PageHeader crumbs={[{ label: "Lint rules", href: "/rules" }, { label: "Playground" }]} title={playground.title} subtitle={playground.subtitle} />
      <playground.Playground />
    </PageContainer>
  );
}
