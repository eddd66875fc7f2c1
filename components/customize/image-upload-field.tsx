"use client";

import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { fieldAria, FieldMessages, LABEL_CLASS } from "@/components/ui/field-parts";
import { showToast } from "@/components/ui/toast";
import { removeBusinessImageAction, uploadBusinessImageAction } from "@/lib/actions/business-images";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import { IMAGE_SEND_LIMIT_BYTES, IMAGE_TOO_LARGE_MESSAGE, type BusinessImageKind } from "@/lib/business-images/schema";

type Props = {
  kind: BusinessImageKind;
  /** e.g. "logo", "header image": used in the labels and messages. */
  noun: string;
  /** The uploaded image's address, or null when there is none. */
  uploadedUrl: string | null;
  onChange: (url: string | null) => void;
  previewClass: string;
};

/** What the browser may offer to pick; the server decides from the bytes all the same. */
const ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

/**
 * Uploads (or removes) a logo or header image straight away, apart from Save Changes: the file is
 * stored as soon as it is chosen and the preview shows it at once. Only the server's checks count; a
 * file too large to send at all is refused here with the same message.
 */
export function ImageUploadField({ kind, noun, uploadedUrl, onChange, previewClass }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const hint = "PNG, JPEG, WebP or GIF, up to 2 MB. Used straight away, instead of the address below.";

  async function upload(file: File) {
    if (file.size > IMAGE_SEND_LIMIT_BYTES) {
      setError(IMAGE_TOO_LARGE_MESSAGE);
      return;
    }
    const formData = new FormData();
    formData.set("kind", kind);
    formData.set("file", file);
    const result = await callAction(uploadBusinessImageAction, null, formData);
    if (result.ok && result.data) {
      setError(undefined);
      onChange(result.data.url);
      showToast({ type: "success", title: "Image Uploaded", message: result.message ?? "" });
    } else if (!result.ok) {
      setError(fieldErrorOf(result, "file") ?? result.error);
    }
  }

  async function onFileChosen(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      await upload(file);
    } finally {
      setBusy(false);
      // The same file chosen again (after a fix elsewhere) is a new change.
      if (input.current) input.current.value = "";
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const result = await callAction(removeBusinessImageAction, null, { kind });
      if (result.ok) {
        setError(undefined);
        onChange(null);
        showToast({ type: "success", title: "Image Removed", message: result.message ?? "" });
      } else {
        showToast({ type: "error", title: "Remove Failed", message: result.error });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div aria-busy={busy}>
      <label htmlFor={id} className={LABEL_CLASS}>
        Upload {noun}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={ACCEPT}
        disabled={busy}
        onChange={onFileChosen}
        {...fieldAria(id, { hint, error })}
        className={`block w-full rounded-lg border bg-white text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-l-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-60 ${error ? "border-red-500" : "border-slate-300"}`}
      />
      <FieldMessages id={id} hint={hint} error={error} />
      {busy ? (
        <p className="mt-2 text-sm text-slate-600" role="status">
          Working on it...
        </p>
      ) : null}
      {uploadedUrl ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {/* Our own same-origin address; next/image would add nothing for a small stored image. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={uploadedUrl}
            alt={`Uploaded ${noun}`}
            className={`rounded-lg border border-slate-200 bg-slate-50 ${previewClass}`}
          />
          <Button variant="secondary" onClick={remove} disabled={busy}>
            Remove<span className="sr-only"> uploaded {noun}</span>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
