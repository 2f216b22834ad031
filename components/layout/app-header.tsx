/**
 * The bar on top of every page: the Greenhouse mark (home) and the places a designer goes from
 * anywhere: their packs, the game systems and the lint rules reference.
 */
import Link from "next/link";
import { BookIcon, LeafIcon } from "@/components/ui/icons";
import { ShortcutsHelp } from "./shortcuts-help";

export function AppHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/90 backdrop-blur">
      {/* On a phone (390 px) the mark is the leaf alone (the name stays for screen readers), the
          links narrower and without the book icon, so the three links fit on one line. */}
      <div className="flex h-12 items-center gap-3 px-4 sm:gap-6 sm:px-5">
        <Link href="/" className="focus-ring flex items-center gap-2 rounded-md font-semibold text-ink">
          <span className="flex h-7 w-7 items-center justify-center rounded-md bg-accent text-white">
            <LeafIcon size={16} />
          </span>
          <span className="sr-only sm:not-sr-only">Greenhouse</span>
        </Link>
        {/* The rules page is LANG's: loaded on click, not prefetched on every page. */}
        <nav aria-label="Main" className="flex items-center gap-1 whitespace-nowrap text-sm">
          <Link href="/" className="focus-ring rounded-md px-2 py-1.5 text-ink-soft sm:px-2.5 hover:bg-sunken hover:text-ink">
            Packs
          </Link>
          <Link href="/systems" prefetch={false} className="focus-ring rounded-md px-2 py-1.5 text-ink-soft sm:px-2.5 hover:bg-sunken hover:text-ink">
            Systems
          </Link>
          <Link href="/rules" prefetch={false} className="focus-ring inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-ink-soft sm:px-2.5 hover:bg-sunken hover:text-ink">
            <BookIcon size={14} className="hidden sm:block" />
            Lint rules
          </Link>
        </nav>
        <div className="ml-auto">
          <ShortcutsHelp />
        </div>
      </div>
    </header>
  );
}
