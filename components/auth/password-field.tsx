"use client";

import { useState } from "react";
import { Input } from "@/components/ui/input";

type Props = Omit<React.ComponentProps<typeof Input>, "type" | "addon">;

/** A password input with a show/hide toggle. */
export function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? "text" : "password"}
      addon={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? "Hide password" : "Show password"}
          className="rounded px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100"
        >
          {visible ? "Hide" : "Show"}
        </button>
      }
    />
  );
}
