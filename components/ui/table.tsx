/**
 * Dense data tables: sticky header, hairline rows, tabular numbers. Plain table elements with
 * one look, so sorting, selection and keyboard stay in the component that owns the data.
 */
import clsx from "clsx";
import type { ComponentProps } from "react";

export function Table({ className, ...props }: ComponentProps<"table">) {
  return <table className={clsx("w-full border-separate border-spacing-0 text-sm tabular", className)} {...props} />;
}

export function THead({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={clsx("sticky top-0 z-10 bg-sunken/95 backdrop-blur", className)} {...props} />;
}

export function TBody(props: ComponentProps<"tbody">) {
  return <tbody {...props} />;
}

export function Tr({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={clsx("group", className)} {...props} />;
}

export function Th({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      className={clsx(
        "border-b border-line px-2.5 py-1.5 text-left text-[11px] font-semibold tracking-wide text-ink-muted uppercase whitespace-nowrap",
        className,
      )}
      {...props}
    />
  );
}

export function Td({ className, ...props }: ComponentProps<"td">) {
  return <td className={clsx("border-b border-line px-2.5 py-1.5 align-middle", className)} {...props} />;
}
