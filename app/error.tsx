"use client";
/**
 * What a page shows when loading it failed unexpectedly. Nothing the designer typed is lost by
 * this (the card editor saves as it goes); trying again usually works.
 */
import Link from "next/link";
import { PageContainer } from "@/components/layout/page-header";
import { Button, buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorIcon } from "@/components/ui/icons";

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <PageContainer>
      <EmptyState
        icon={<ErrorIcon size={20} />}
        title="This page could not be loaded"
        className="mt-10"
        action={
          <>
            <Button variant="primary" onClick={reset}>
              Try again
            </Button>
            <Link href="/" className={buttonClasses("secondary")}>
              Back to your packs
            </Link>
          </>
        }
      >
        Greenhouse hit a problem while loading it; nothing was changed. Try again, and if it keeps happening, report it with this code:{" "}
        <code className="font-mono text-xs">{error.digest ?? error.message}</code>
      </EmptyState>
    </PageContainer>
  );
}
