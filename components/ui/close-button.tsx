import { X } from "lucide-react";

type Props = Omit<React.ComponentProps<"button">, "children" | "type"> & {
  /** The accessible name, e.g. 'Close menu'. */
  label?: string;
};

/** The X that closes a panel, a dialog or a menu (inside Radix's Close with asChild, or on its own). */
export function CloseButton({ label = "Close", className = "", ...props }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 ${className}`}
      {...props}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
