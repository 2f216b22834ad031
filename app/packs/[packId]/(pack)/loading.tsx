import { Skeleton } from "@/components/ui/skeleton";

export default function PackTabLoading() {
  return (
    <div className="flex flex-col gap-2">
      <p className="sr-only" role="status">
        Loading…
      </p>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full max-w-3xl" />
      ))}
    </div>
  );
}
