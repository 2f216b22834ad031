/**
 * Form controls that share one look: text inputs, text areas, selects and checkboxes, plus
 * `Field`, which ties a label, a hint and an error message to its control through ids so screen
 * readers announce all three.
 */
import clsx from "clsx";
import { useId, type ComponentProps, type ReactNode } from "react";

const CONTROL =
  "focus-ring block rounded-md border border-line-strong bg-surface text-sm text-ink shadow-xs " +
  "placeholder:text-ink-muted/80 disabled:bg-sunken disabled:text-ink-muted " +
  "aria-invalid:border-danger aria-invalid:focus-visible:outline-danger";

/** Controls fill their container unless the caller gives a width (`w-40`, `w-auto`). */
function width(className: string | undefined): string | false {
  return !/(^|\s)w-/.test(className ?? "") && "w-full";
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={clsx(CONTROL, width(className), "h-8.5 px-2.5", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={clsx(CONTROL, width(className), "px-2.5 py-2 leading-relaxed", className)} {...props} />;
}

export function Select({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={clsx(
        CONTROL,
        width(className),
        "select-chevron h-8.5 pr-8 pl-2.5",
        className,
      )}
      {...props}
    >
      {children}
    </select>
  );
}

export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return <input type="checkbox" className={clsx("checkbox", className)} {...props} />;
}

export interface FieldProps {
  label: ReactNode;
  /** One line under the control saying what the value means or how it is used. */
  hint?: ReactNode;
  /** Shown in red instead of the hint; sets `aria-invalid` on the control. */
  error?: string | null;
  className?: string;
  /** Renders the control with the ids it must carry. */
  children: (ids: { id: string; "aria-describedby"?: string; "aria-invalid"?: true }) => ReactNode;
}

/** A labelled control: `<Field label="Name">{(p) => <Input {...p} />}</Field>`. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={clsx("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="text-xs font-medium text-ink-soft">
        {label}
      </label>
      {children({ id, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined })}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
