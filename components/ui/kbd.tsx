/** A key or key combination as the designer presses it: `<Kbd>Alt</Kbd>+<Kbd>↓</Kbd>`. */
import clsx from "clsx";
import type { ReactNode } from "react";

export function Kbd({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <kbd
      className={clsx(
        "inline-flex h-5 min-w-5 items-center justify-center rounded border border-line-strong border-b-2 bg-surface px-1 font-mono text-[11px] leading-none text-ink-soft",
        className,
      )}
    >
      {children}
    </kbd>
  );
}
