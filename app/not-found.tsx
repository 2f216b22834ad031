import Link from "next/link";
import { PageContainer } from "@/components/layout/page-header";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchIcon } from "@/components/ui/icons";

export default function NotFound() {
  return (
    <PageContainer>
      <EmptyState icon={<SearchIcon size={20} />} title="Nothing here" className="mt-10" action={<Link href="/" className={buttonClasses("primary")}>Back to your packs</Link>}>
        This pack, deck or card does not exist (any more). It may have been deleted or moved; start again from your packs.
      </EmptyState>
    </PageContainer>
  );
}
