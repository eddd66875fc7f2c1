"use client";

import Link from "next/link";
import { useId, useRef, useState, useTransition } from "react";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DataTable, type Column } from "@/components/ui/data-table";
import { fieldAria, FieldMessages, LABEL_CLASS } from "@/components/ui/field-parts";
import { showToast } from "@/components/ui/toast";
import { callAction, fieldErrorOf } from "@/lib/actions/client";
import { importClientsAction, previewClientImportAction } from "@/lib/actions/clients";
import type { ClientImportPreview, ClientImportResult } from "@/lib/customers/client-actions";
import { formatCount } from "@/lib/format/count";
import { CLIENT_IMPORT_FILE_TOO_LARGE, CLIENT_IMPORT_MAX_BYTES } from "@/lib/customers/clients-schema";
import { CUSTOMERS_PATH } from "@/lib/customers/schema";

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

type Step =
  | { kind: "choose"; error?: string }
  | { kind: "preview"; file: File; preview: ClientImportPreview }
  | { kind: "done"; result: ClientImportResult; message: string };

/**
 * Import clients: choose a CSV file → the server reads it and answers with a preview (the columns it
 * found, the first rows, every bad row) → "Import N clients" sends the same file again and the server
 * writes it in one transaction. Nothing is written before that button.
 */
export function ClientImport() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: "choose" });
  const [pending, startTransition] = useTransition();
  const hint = `A CSV file of up to 2 MB and ${formatCount(5000)} clients, with a header row. Fresha's and Booksy's client exports work as they are.`;

  function chooseFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > CLIENT_IMPORT_MAX_BYTES) {
      setStep({ kind: "choose", error: CLIENT_IMPORT_FILE_TOO_LARGE });
      return;
    }
    const formData = new FormData();
    formData.set("file", file);
    startTransition(async () => {
      const result = await callAction(previewClientImportAction, null, formData);
      if (result.ok && result.data) setStep({ kind: "preview", file, preview: result.data });
      else if (!result.ok) setStep({ kind: "choose", error: fieldErrorOf(result, "file") ?? result.error });
    });
  }

  function startOver() {
    setStep({ kind: "choose" });
    if (input.current) input.current.value = "";
  }

  function runImport(file: File) {
    const formData = new FormData();
    formData.set("file", file);
    startTransition(async () => {
      const result = await callAction(importClientsAction, null, formData);
      if (result.ok && result.data) {
        setStep({ kind: "done", result: result.data, message: result.message ?? "" });
        showToast({ type: "success", title: "Clients Imported", message: result.message ?? "" });
      } else if (!result.ok) {
        showToast({ type: "error", title: "Import Failed", message: result.error });
        setStep({ kind: "choose", error: fieldErrorOf(result, "file") ?? result.error });
      }
    });
  }

  if (step.kind === "done") return <ImportDone result={step.result} message={step.message} />;

  return (
    <div className="space-y-6" aria-busy={pending}>
      <section
        aria-labelledby="import-file-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="import-file-heading" className="text-lg font-semibold text-slate-900">
          1. Choose your file
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          We read these columns, whatever their case or spacing: First Name, Last Name (or Name), Email, Mobile (or
          Mobile Number, Phone), Notes and Marketing consent (or Accepts Marketing). Clients are matched by email: one
          already here keeps what it has and only gets what is missing.
        </p>
        <div className="mt-4">
          <label htmlFor={inputId} className={LABEL_CLASS}>
            CSV file
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={pending}
            onChange={chooseFile}
            {...fieldAria(inputId, { hint, error: step.kind === "choose" ? step.error : undefined })}
            className={`block w-full rounded-lg border bg-white text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-l-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 hover:file:bg-slate-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none disabled:opacity-60 ${step.kind === "choose" && step.error ? "border-red-500" : "border-slate-300"}`}
          />
          <FieldMessages id={inputId} hint={hint} error={step.kind === "choose" ? step.error : undefined} />
          {pending ? (
            <p className="mt-2 text-sm text-slate-600" role="status">
              {step.kind === "preview" ? "Importing..." : "Reading the file..."}
            </p>
          ) : null}
        </div>
      </section>

      {step.kind === "preview" ? (
        <ImportPreview
          fileName={step.file.name}
          preview={step.preview}
          pending={pending}
          onImport={() => runImport(step.file)}
          onStartOver={startOver}
        />
      ) : null}
    </div>
  );
}

function ImportPreview({
  fileName,
  preview,
  pending,
  onImport,
  onStartOver,
}: {
  fileName: string;
  preview: ClientImportPreview;
  pending: boolean;
  onImport: () => void;
  onStartOver: () => void;
}) {
  const known = preview.clientCount - preview.newCount;
  return (
    <section
      aria-labelledby="import-preview-heading"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div>
        <h2 id="import-preview-heading" className="text-lg font-semibold text-slate-900">
          2. Check before importing
        </h2>
        <p className="mt-1 text-sm break-all text-slate-600">{fileName}</p>
      </div>

      <ul className="space-y-1 text-sm text-slate-800" data-testid="import-summary">
        <li>
          {plural(preview.rowCount, "row", "rows")} read:{" "}
          <strong>{plural(preview.clientCount, "client", "clients")} to import</strong>
          {known > 0 ? ` (${formatCount(preview.newCount)} new, ${formatCount(known)} already your customers)` : ""}.
        </li>
        {preview.duplicateRows > 0 ? (
          <li>
            {plural(preview.duplicateRows, "row repeats", "rows repeat")} an email above and{" "}
            {preview.duplicateRows === 1 ? "is" : "are"} merged into it.
          </li>
        ) : null}
        {preview.errorCount > 0 ? (
          <li className="font-semibold text-red-800">
            {plural(preview.errorCount, "row has a problem", "rows have problems")} and will be skipped.
          </li>
        ) : null}
      </ul>

      <div>
        <h3 className="text-sm font-semibold text-slate-900">Columns we found</h3>
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="import-mapping">
          {preview.mapping.map((column) => (
            <div key={`${column.header}-${column.label}`} className="flex min-w-0 gap-2">
              <dt className="truncate text-slate-600">“{column.header}”</dt>
              <dd className="font-medium text-slate-900">→ {column.label}</dd>
            </div>
          ))}
        </dl>
        {preview.ignoredHeaders.length > 0 ? (
          <p className="mt-2 text-sm text-slate-600">Not imported: {preview.ignoredHeaders.join(", ")}.</p>
        ) : null}
      </div>

      <PreviewRows preview={preview} />

      {preview.errorCount > 0 ? (
        <div className="rounded-xl border border-red-200 bg-red-50/60 p-4" data-testid="import-errors">
          <h3 className="flex items-center gap-2 text-sm font-semibold text-red-900">
            <TriangleAlert aria-hidden className="size-4" />
            {plural(preview.errorCount, "row", "rows")} will be skipped
          </h3>
          <ErrorList errors={preview.errors} label="Rows that will be skipped" />
          {preview.errorCount > preview.errors.length ? (
            <p className="mt-2 text-sm text-red-900">
              And {formatCount(preview.errorCount - preview.errors.length)} more. Fix the file and choose it again, or
              import the good rows now.
            </p>
          ) : (
            <p className="mt-2 text-sm text-red-900">
              Fix them in your file and import it again later: nothing is lost.
            </p>
          )}
        </div>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onStartOver} disabled={pending}>
          Choose another file
        </Button>
        <Button onClick={onImport} disabled={pending || preview.clientCount === 0}>
          {pending ? "Importing..." : `Import ${plural(preview.clientCount, "client", "clients")}`}
        </Button>
      </div>
    </section>
  );
}

/** The bad rows, 'Row 14: email is not valid'; a long list scrolls (a Tab stop, so a keyboard can scroll it). */
function ErrorList({ errors, label }: { errors: string[]; label: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="mt-2 max-h-64 overflow-y-auto rounded focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
    >
      <ul className="space-y-1 text-sm text-red-900">
        {errors.map((error) => (
          <li key={error} data-testid="import-error">
            {error}
          </li>
        ))}
      </ul>
    </div>
  );
}

type PreviewRow = ClientImportPreview["preview"][number];

/** A row's outcome: its problem, the earlier row it repeats, or ready. */
function RowStatus({ row }: { row: PreviewRow }) {
  return row.error ? (
    <span className="text-red-800">{row.error}</span>
  ) : row.mergedInto ? (
    <span className="text-slate-700">Merged into row {formatCount(row.mergedInto)}</span>
  ) : (
    <span className="inline-flex items-center gap-1 text-emerald-800">
      <CheckCircle2 aria-hidden className="size-4" />
      Ready
    </span>
  );
}

const PREVIEW_COLUMNS: Column<PreviewRow>[] = [
  { header: "Row", numeric: true, className: "text-slate-600", cell: (row) => formatCount(row.row) },
  {
    header: "Client",
    className: "max-w-72",
    cell: (row) => (
      <>
        <span className="block truncate font-medium text-slate-900">{row.name || "No name"}</span>
        <span className="block truncate text-slate-600">{row.email || "No email"}</span>
      </>
    ),
  },
  { header: "Phone", className: "whitespace-nowrap text-slate-700", cell: (row) => row.phone || "—" },
  { header: "Marketing", className: "text-slate-700", cell: (row) => row.marketing || "—" },
  { header: "Status", className: "min-w-44", cell: (row) => <RowStatus row={row} /> },
];

/** The file's first rows as they will be read: a table from md up, a card per row on a phone. */
function PreviewRows({ preview }: { preview: ClientImportPreview }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">
        The first {plural(preview.preview.length, "row", "rows")} of your file
      </h3>
      <DataTable
        caption="The first rows of the file"
        columns={PREVIEW_COLUMNS}
        rows={preview.preview}
        rowKey={(row) => row.row}
        rowTestId="import-preview-row"
        rowProps={(row) => ({ className: row.error ? "bg-red-50/60" : undefined })}
        phone={{
          // Scrolls sideways on a narrow tablet: a region, so a keyboard can scroll it too.
          box: {
            role: "region",
            "aria-label": "The first rows of the file",
            tabIndex: 0,
            className:
              "mt-2 overflow-x-auto rounded-xl border border-slate-200 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none",
          },
          listClassName: "mt-2 space-y-2",
          card: (row) => (
            <li
              key={row.row}
              data-testid="import-preview-card"
              className={`rounded-xl border p-3 text-sm ${row.error ? "border-red-200 bg-red-50/60" : "border-slate-200"}`}
            >
              <p className="flex justify-between gap-3">
                <span className="font-semibold break-words text-slate-900">{row.name || "No name"}</span>
                <span className="shrink-0 text-slate-600 tabular-nums">Row {formatCount(row.row)}</span>
              </p>
              <p className="break-all text-slate-700">{row.email || "No email"}</p>
              {row.phone ? <p className="text-slate-700">{row.phone}</p> : null}
              <p className="mt-1">
                <RowStatus row={row} />
              </p>
            </li>
          ),
        }}
      />
    </div>
  );
}

function ImportDone({ result, message }: { result: ClientImportResult; message: string }) {
  return (
    <section
      aria-labelledby="import-done-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="import-done"
    >
      <h2 id="import-done-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CheckCircle2 aria-hidden className="size-5 text-emerald-700" />
        {message}
      </h2>
      <p className="text-sm text-slate-700">
        {plural(result.created, "new client", "new clients")}
        {result.updated > 0 ? `, ${formatCount(result.updated)} existing filled in` : ""}
        {result.duplicateRows > 0 ? `, ${plural(result.duplicateRows, "repeated row", "repeated rows")} merged` : ""}.
      </p>
      {result.skipped > 0 ? (
        <div className="rounded-xl border border-red-200 bg-red-50/60 p-4">
          <h3 className="text-sm font-semibold text-red-900">
            {plural(result.skipped, "row was", "rows were")} not imported
          </h3>
          <ErrorList errors={result.errors} label="Rows not imported" />
        </div>
      ) : null}
      <Link
        href={CUSTOMERS_PATH}
        className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800"
      >
        View customers
      </Link>
    </section>
  );
}
