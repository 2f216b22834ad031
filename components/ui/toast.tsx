"use client";
/**
 * Short notices after an action ("Pack duplicated"), announced to screen readers through a
 * polite live region. Errors stay until dismissed; the rest fade after five seconds.
 */
import clsx from "clsx";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { CheckIcon, ErrorIcon, InfoIcon, XIcon } from "./icons";

export type ToastTone = "success" | "error" | "info";

export interface ToastInput {
  title: string;
  description?: string;
  tone?: ToastTone;
}

interface Toast extends ToastInput {
  id: number;
}

interface ToastApi {
  show: (toast: ToastInput) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** `useToast().show({ title, description, tone })`; throws outside `<ToastProvider>`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it (app/layout.tsx renders one).");
  return api;
}

const ICONS: Record<ToastTone, ReactNode> = {
  success: <CheckIcon className="text-accent" />,
  error: <ErrorIcon className="text-danger" />,
  info: <InfoIcon className="text-info" />,
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (input: ToastInput) => {
      const id = next.current++;
      setToasts((list) => [...list.slice(-3), { ...input, id }]);
      if (input.tone !== "error") setTimeout(() => dismiss(id), 5000);
    },
    [dismiss],
  );
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div role="status" aria-live="polite" aria-label="Notifications" className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 flex-col gap-2">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={clsx(
              "pointer-events-auto flex items-start gap-2.5 rounded-lg border bg-surface px-3.5 py-3 text-sm shadow-pop",
              toast.tone === "error" ? "border-danger/30" : "border-line",
            )}
          >
            <span className="mt-0.5">{ICONS[toast.tone ?? "success"]}</span>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{toast.title}</p>
              {toast.description ? <p className="mt-0.5 break-words text-ink-muted">{toast.description}</p> : null}
            </div>
            <button type="button" aria-label="Dismiss" className="focus-ring rounded text-ink-muted hover:text-ink" onClick={() => dismiss(toast.id)}>
              <XIcon size={14} />
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
