"use client";
/**
 * Modal dialogs on the native `<dialog>` element: the browser traps focus, Escape closes, and
 * focus returns to the opener. `ConfirmDialog` asks before anything destructive happens.
 */
import clsx from "clsx";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Button } from "./button";
import { XIcon } from "./icons";

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned under the body. */
  footer?: ReactNode;
  size?: "sm" | "md" | "lg" | "xl";
  className?: string;
}

/** Selects a field's whole text; types without a text selection (number, email in some browsers) are left alone. */
function selectAll(field: HTMLInputElement | HTMLTextAreaElement): void {
  try {
    field.select();
  } catch {
    // select() is specified not to throw, but older engines did for some input types.
  }
}

const WIDTHS = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-3xl", xl: "max-w-6xl" } as const;

export function Dialog({ open, onClose, title, description, children, footer, size = "md", className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The browser focuses the first focusable element, the close button; a designer wants the
      // element marked data-autofocus, else the first field, else the main action (last button).
      const target =
        dialog.querySelector<HTMLElement>("[data-autofocus]") ??
        dialog.querySelector<HTMLElement>("input:not([type=hidden]):not([disabled]):not([tabindex='-1']), textarea, select") ??
        dialog.querySelector<HTMLElement>("footer button:last-child");
      target?.focus();
      // A field that opens pre-filled ("Era 3", the current name) holds a suggestion: select it,
      // so typing replaces it instead of appending to it ("Era 1The Smuggling Years").
      if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && target.value !== "") selectAll(target);
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // `close` fires for Escape and for dialog.close(); both end in the parent's state.
    const handle = () => onCloseRef.current();
    dialog.addEventListener("close", handle);
    return () => dialog.removeEventListener("close", handle);
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={clsx(
        "m-auto w-[calc(100%-2rem)] rounded-xl border border-line bg-surface p-0 text-ink shadow-pop",
        WIDTHS[size],
        className,
      )}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="flex max-h-[85vh] flex-col">
          <header className="flex items-start gap-3 border-b border-line px-5 py-3.5">
            <div className="min-w-0 flex-1">
              <h2 id={titleId} className="text-base font-semibold">
                {title}
              </h2>
              {description ? <p className="mt-0.5 text-sm text-ink-muted">{description}</p> : null}
            </div>
            <Button variant="ghost" size="icon" aria-label="Close dialog" onClick={onClose}>
              <XIcon />
            </Button>
          </header>
          {children ? <div className="min-h-0 flex-1 overflow-auto px-5 py-4">{children}</div> : null}
          {footer ? <footer className="flex justify-end gap-2 border-t border-line bg-canvas/60 px-5 py-3">{footer}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  /** `danger` for deletions (the default). */
  tone?: "danger" | "primary";
}

/** Asks before an action that cannot be undone; the confirm button says what will happen. */
export function ConfirmDialog({ open, onClose, onConfirm, title, children, confirmLabel, pending, tone = "danger" }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          {/* Enter must not destroy anything by accident: a deletion starts on Cancel. */}
          <Button onClick={onClose} data-autofocus={tone === "danger" ? true : undefined}>
            Cancel
          </Button>
          <Button variant={tone} onClick={onConfirm} pending={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children ? <div className="text-sm text-ink-soft">{children}</div> : null}
    </Dialog>
  );
}
