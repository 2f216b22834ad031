import { notFound } from "next/navigation";
import { locateEra } from "@/lib/server/locate";

interface Props {
  params: Promise<{ packId: string; eraId: string }>;
  children: React.ReactNode;
}

/**
 * An era deck that does not exist (or is not in this pack) answers HTTP 404. The check sits
 * here, above ./loading.tsx: once the page streams behind its loading view the status is sent,
 * and the page's own notFound() could only show the not-found view with a 200.
 */
export default async function EraTableLayout({ params, children }: Props) {
  const { packId, eraId } = await params;
  const era = await locateEra({ id: eraId });
  if (era?.packId !== packId) notFound();
  return children;
}
