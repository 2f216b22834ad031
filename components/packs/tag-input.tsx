"use client";
/**
 * A list of short names edited as chips: type and press Enter (or comma) to add, Backspace in
 * the empty field or the × to remove. Duplicates are refused.
 */
import { useState } from "react";
import { XIcon } from "@/components/ui/icons";

export interface TagInputProps {
  id?: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

export function TagInput({ id, values, onChange, placeholder, ...aria }: TagInputProps) {
  const [text, setText] = useState("");
  const add = () => {
    const value = text.trim().replace(/,$/, "").trim();
    if (value === "" || values.includes(value)) return setText("");
    onChange([...values, value]);
    setText("");
  };
  return (
    <div className="focus-within:outline-accent flex min-h-8.5 flex-wrap items-center gap-1.5 rounded-md border border-line-strong bg-surface px-1.5 py-1 shadow-xs focus-within:outline-2 focus-within:outline-offset-2">
      {values.map((value) => (
        <span key={value} className="inline-flex h-6 items-center gap-1 rounded bg-sunken pr-1 pl-2 text-sm text-ink">
          {value}
          <button type="button" aria-label={`Remove ${value}`} className="rounded text-ink-muted hover:text-danger" onClick={() => onChange(values.filter((v) => v !== value))}>
            <XIcon size={12} />
          </button>
        </span>
      ))}
      <input
        id={id}
        {...aria}
        value={text}
        placeholder={values.length === 0 ? placeholder : "Add another…"}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" || e.key === ",") {
            e.preventDefault();
            add();
          } else if (e.key === "Backspace" && text === "" && values.length > 0) {
            onChange(values.slice(0, -1));
          }
        }}
        onBlur={add}
        className="h-6 min-w-32 flex-1 bg-transparent px-1 text-sm outline-none placeholder:text-ink-muted/80"
      />
    </div>
  );
}
