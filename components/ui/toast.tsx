"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { CircleCheck, CircleX, Info, TriangleExclamationPoint, X, type LucideIcon } from "lucide-react";

export type ToastType = "success" | "error" | "warning" | "info";

/** A button in a toast (Undo): it runs once, then the toast goes. */
export type ToastAction = { label: string; onClick: () => void };

export type ToastInput = {
  type: ToastType;
  title: string;
  message?: string;
  duration?: number;
  actions?: ToastAction[];
};

/** A window event named show-notification carries the toast. */
export const TOAST_EVENT = "show-notification";
export const DEFAULT_TOAST_DURATION = 5000;
/** A toast with Undo stays long enough to read it and reach the button. */
export const UNDO_TOAST_DURATION = 10_000;

const TOAST_TYPES: readonly ToastType[] = ["success", "error", "warning", "info"];

const STYLES: Record<ToastType, { box: string; icon: string; Icon: LucideIcon }> = {
  success: { box: "border-green-200 bg-green-50 text-green-900", icon: "text-green-700", Icon: CircleCheck },
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: "text-red-700", Icon: CircleX },
  warning: {
    box: "border-yellow-300 bg-yellow-50 text-yellow-900",
    icon: "text-yellow-800",
    Icon: TriangleExclamationPoint,
  },
  info: { box: "border-blue-200 bg-blue-50 text-blue-900", icon: "text-blue-700", Icon: Info },
};

type ToastEntry = ToastInput & { id: number };

let nextId = 1;

/** Lets a modal ignore clicks on a toast instead of treating them as clicks outside. */
export function isInsideToaster(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest("[data-toast-region]") !== null;
}

export function showToast(input: ToastInput): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<ToastInput>(TOAST_EVENT, { detail: input }));
}

function readDetail(event: Event): ToastInput | null {
  const detail = (event as CustomEvent<Partial<ToastInput> | null>).detail;
  if (!detail || typeof detail.title !== "string") return null;
  return {
    type: TOAST_TYPES.includes(detail.type as ToastType) ? (detail.type as ToastType) : "info",
    title: detail.title,
    message: typeof detail.message === "string" ? detail.message : undefined,
    duration: typeof detail.duration === "number" ? detail.duration : undefined,
    actions: Array.isArray(detail.actions)
      ? detail.actions.filter((action) => typeof action?.label === "string" && typeof action.onClick === "function")
      : undefined,
  };
}

// Several layouts may mount a Toaster; only the first one listens, so no toast shows twice.
let activeToaster: symbol | null = null;

export function Toaster() {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const [isActive, setIsActive] = useState(false);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  useEffect(() => {
    if (activeToaster) return;
    const self = Symbol("toaster");
    activeToaster = self;
    // Claiming the one page-wide listener is a subscription to module state, made after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setIsActive(true);
    function onShow(event: Event) {
      const input = readDetail(event);
      if (input) setToasts((current) => [...current, { ...input, id: nextId++ }]);
    }
    window.addEventListener(TOAST_EVENT, onShow);
    return () => {
      window.removeEventListener(TOAST_EVENT, onShow);
      if (activeToaster === self) activeToaster = null;
      setIsActive(false);
    };
  }, []);

  if (!isActive) return null;

  // The live region stays mounted so screen readers already watch it when a toast arrives.
  return (
    <div
      aria-live="polite"
      data-toast-region=""
      className="pointer-events-none fixed top-4 right-4 z-[100] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <ToastCard key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </div>
  );
}

function ToastCard({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const duration = toast.duration ?? DEFAULT_TOAST_DURATION;
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);

  // Hover or focus pauses the timer so a toast never vanishes while it is being read.
  useEffect(() => {
    if (duration <= 0 || paused) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [duration, paused, onDismiss, toast.id]);

  const { box, icon, Icon } = STYLES[toast.type];

  return (
    <div
      role={toast.type === "error" ? "alert" : "status"}
      data-testid="toast"
      data-type={toast.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg shadow-slate-900/5 ${box}`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${icon}`} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.message ? <p className="mt-1 text-sm break-words opacity-90">{toast.message}</p> : null}
        {toast.actions?.length ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {toast.actions.map((action) => (
              <button
                key={action.label}
                type="button"
                onClick={() => {
                  onDismiss(toast.id);
                  action.onClick();
                }}
                className="min-h-9 rounded-md border border-current/30 bg-white/70 px-3 text-sm font-semibold hover:bg-white focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
              >
                {action.label}
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
        className="-m-1 shrink-0 rounded-md p-1 opacity-80 transition hover:bg-black/5 hover:opacity-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
