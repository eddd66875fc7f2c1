"use client";

import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { showToast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/client";
import { deleteBusinessAction } from "@/lib/actions/privacy";
import { confirmsBusinessName } from "@/lib/privacy/schema";

export const DELETE_BUSINESS_QUESTION = "Are you sure you want to delete your business and all its data?";

/**
 * The danger zone: the dialog's Delete stays disabled until the business's name is typed exactly (the
 * server checks it again). On success the server signs this browser out and goes to the sign-in page.
 */
export function DeleteBusinessPanel({ businessName }: { businessName: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const matches = confirmsBusinessName(typed, businessName);

  function close() {
    setOpen(false);
    setTyped("");
    setError(undefined);
  }

  function confirmDelete() {
    startTransition(async () => {
      const result = await callAction(deleteBusinessAction, null, { confirmName: typed });
      // A success never returns here: the server signs out and redirects.
      if (!result.ok) {
        setError(result.fieldErrors?.confirmName ?? result.error);
        showToast({ type: "error", title: "Delete Failed", message: result.error });
      }
    });
  }

  return (
    <div className="rounded-xl border border-red-200 bg-red-50/60 p-4" data-testid="delete-business-zone">
      <p className="text-sm text-red-900">
        Deletes {businessName} for good: its booking page, services, staff, bookings, customers, notes and settings, and
        every account of your team, yours too. You will be signed out. Export your data first if you need it.
      </p>
      <Button variant="danger" className="mt-3 w-full sm:w-auto" onClick={() => setOpen(true)}>
        Delete business
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete Business"
        question={DELETE_BUSINESS_QUESTION}
        detail="This cannot be undone. Your booking page stops working at once and nobody can sign in to it any more."
        pending={pending}
        confirmLabel="Delete business"
        confirmDisabled={!matches}
        onConfirm={confirmDelete}
        onCancel={close}
      >
        <Input
          label={
            <>
              Type <span className="font-semibold break-words">{businessName}</span> to confirm
            </>
          }
          name="confirmName"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(undefined);
          }}
          error={error}
        />
      </ConfirmDialog>
    </div>
  );
}
