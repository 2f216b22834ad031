import { notFound, redirect } from "next/navigation";
import { locateCard } from "@/lib/server/locate";

interface Props {
  params: Promise<{ packId: string; eraId: string; cardId: string }>;
  children: React.ReactNode;
}

/**
 * A card that does not exist (or is not in this pack) answers HTTP 404, and a card moved to
 * another era redirects there, before ./loading.tsx streams anything (after that the status is
 * sent and notFound() could only show the not-found view with a 200).
 */
export default async function CardLayout({ params, children }: Props) {
  const { packId, eraId, cardId } = await params;
  const card = await locateCard({ id: cardId });
  if (card?.packId !== packId) notFound();
  if (card.eraId !== eraId) redirect(`/packs/${packId}/eras/${card.eraId}/cards/${cardId}`);
  return children;
}
