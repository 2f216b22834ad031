"use client";
/**
 * A row of mutually exclusive choices (a radio group that looks like joined buttons): arrow
 * keys move the choice, as for native radios.
 */
import clsx from "clsx";
import { useId, type ReactNode } from "react";

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedProps<V extends string> {
  label: string;
  /** Hide the label visually (it still names the group). */
  hideLabel?: boolean;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}

export function Segmented<V extends string>({ label, hideLabel, options, value, onChange, className }: SegmentedProps<V>) {
  const name = useId();
  return (
    <fieldset className={clsx("flex flex-col gap-1", className)}>
      <legend className={clsx("mb-1 text-xs font-medium text-ink-soft", hideLabel && "sr-only")}>{label}</legend>
      <div className="inline-flex w-fit rounded-md border border-line-strong bg-sunken p-0.5 shadow-xs">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              "relative flex h-7 cursor-pointer items-center rounded px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent",
              option.value === value ? "bg-surface text-ink shadow-xs" : "text-ink-muted hover:text-ink",
              option.disabled && "cursor-not-allowed opacity-50",
            )}
          >
            <input
              type="radio"
              className="sr-only"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
