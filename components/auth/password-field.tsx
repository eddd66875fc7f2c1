"use client";

import { useState } from "react";
import { FormField } from "@/components/ui/form-field";

type Props = Omit<React.ComponentProps<typeof FormField>, "type" | "addon">;

/** A password input with a show/hide toggle. */
export function PasswordField(props: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
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
