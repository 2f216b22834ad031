/**
 * Dense data tables: sticky header, hairline rows, tabular numbers. Plain table elements with
 * one look, so sorting, selection and keyboard stay in the component that owns the data.
 */
import clsx from "clsx";
import type { ComponentProps } from "react";

export function Table({ className, ...props }: ComponentProps<"table">) {
  return <table className={clsx("data-table w-full border-separate border-spacing-0 text-sm tabular", className)} {...props} />;
}

export function THead({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={clsx("sticky top-0 z-10 bg-sunken/95 backdrop-blur", className)} {...props} />;
}

export function TBody(props: ComponentProps<"tbody">) {
  return <tbody {...props} />;
}

export function Tr(props: ComponentProps<"tr">) {
  return <tr {...props} />;
}

/** A header cell; its look comes from `.data-table th` (app/globals.css). */
export function Th(props: ComponentProps<"th">) {
  return <th {...props} />;
}

/** A cell; its look comes from `.data-table td` (app/globals.css), so a 250-row table stays light. */
export function Td(props: ComponentProps<"td">) {
  return <td {...props} />;
}
