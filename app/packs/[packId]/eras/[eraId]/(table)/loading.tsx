import { PageContainer } from "@/components/layout/page-header";
import { Skeleton } from "@/components/ui/skeleton";

export default function EraLoading() {
  return (
    <PageContainer wide>
      <p className="sr-only" role="status">
        Loading the deck…
      </p>
      <Skeleton className="h-3 w-48" />
      <Skeleton className="mt-2 h-6 w-64" />
      <Skeleton className="mt-2 h-4 w-96" />
      <Skeleton className="mt-6 h-8.5 w-full max-w-3xl" />
      <div className="mt-3 flex flex-col gap-1.5">
        {Array.from({ length: 12 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-full" />
        ))}
      </div>
    </PageContainer>
  );
}
