/**
 * What the pages read, once per request: React's `cache` shares one read between a layout, its
 * page and `generateMetadata`, so a page never asks the database the same thing twice. A record
 * that does not exist becomes Next's 404 page instead of an error. Every loader takes the pack of
 * the page's address, and a deck or card of another pack is the 404 page too, read no further:
 * Next renders a page and its metadata alongside the layout that checks the address, so a page
 * that loaded another pack's deck would stream it even under the layout's 404.
 */
import { notFound } from "next/navigation";
import { cache } from "react";
import { AppError } from "@/lib/server/errors";
import { getCard } from "@/lib/server/get-card";
import { getPack } from "@/lib/server/get-pack";
import { listCards } from "@/lib/server/list-cards";

/** Awaits `promise`; a not_found AppError (or a malformed id) renders the 404 page instead. */
export async function orNotFound<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof AppError && (error.code === "not_found" || error.code === "validation")) notFound();
    throw error;
  }
}

export const loadPack = cache((id: string) => orNotFound(getPack({ id })));
/** Era deck `eraId` of pack `packId` (the page's address) with its cards. */
export const loadEraCards = cache((packId: string, eraId: string) => orNotFound(listCards({ eraId, packId })));
/** Card `id` of pack `packId` (the page's address). */
export const loadCard = cache((packId: string, id: string) => orNotFound(getCard({ id, packId })));
