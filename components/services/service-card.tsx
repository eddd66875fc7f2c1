"use client";

import { formatDuration } from "@/lib/format/duration";
import { Clock, DoorOpen, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { WholeWords } from "@/components/ui/whole-words";
import { formatPenceShort } from "@/lib/format/money";
import type { ServiceListItem } from "@/lib/services/queries";
import { MoveButtons } from "./move-buttons";

/** Moving the service within its category; a direction is null where it cannot go (first or last). */
export type ServiceMoves = { up: (() => void) | null; down: (() => void) | null };

type Props = {
  service: ServiceListItem;
  /** Active, but no staff member does it: customers can't book it. */
  unbookable?: boolean;
  /** The names of the resource types it needs one of each. */
  needs?: readonly string[];
  isEditing: boolean;
  onEdit: (service: ServiceListItem) => void;
  onDelete: (service: ServiceListItem) => void;
  moves: ServiceMoves;
};

/** The id of a service's move button, so the screen can keep focus on it after the card moves. */
export const serviceMoveButtonId = (serviceId: string, direction: "up" | "down") =>
  `service-${serviceId}-move-${direction}`;

/** One service in the grid. Every text is rendered as text; the colour is a validated #rrggbb. */
export function ServiceCard({ service, unbookable = false, needs = [], isEditing, onEdit, onDelete, moves }: Props) {
  const headingId = `service-${service.id}-name`;
  return (
    <article
      data-testid="service-card"
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border bg-white p-5 shadow-sm ${isEditing ? "border-brand-600 ring-2 ring-brand-100" : "border-slate-200"}`}
    >
      <div className="flex items-start gap-3">
        <span
          data-testid="service-color"
          aria-hidden="true"
          className="mt-1 size-4 shrink-0 rounded-full border border-black/10"
          style={{ backgroundColor: /^#[0-9a-fA-F]{6}$/.test(service.color) ? service.color : "#0ea5e9" }}
        />
        <div className="min-w-0 flex-1">
          <h4 id={headingId} className="font-semibold text-slate-900">
            <WholeWords text={service.name} />
          </h4>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <span
              className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
                service.isActive ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"
              }`}
            >
              {service.isActive ? "Active" : "Inactive"}
            </span>
            {unbookable ? (
              <span
                data-testid="service-no-staff"
                className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
              >
                No staff yet<span className="sr-only">: customers can&apos;t book it</span>
              </span>
            ) : null}
          </div>
        </div>
        {/* Its place within its category (the category is the heading above the card). */}
        <MoveButtons
          idOf={(direction) => serviceMoveButtonId(service.id, direction)}
          labelOf={(direction) => `Move ${service.name} ${direction}`}
          moves={moves}
        />
      </div>
      {service.description ? (
        <p className="mt-3 line-clamp-3 text-sm break-words text-slate-600">{service.description}</p>
      ) : null}
      {needs.length > 0 ? (
        <p data-testid="service-needs" className="mt-3 flex items-start gap-1.5 text-sm text-slate-700">
          <DoorOpen className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="min-w-0 break-words">Needs: {needs.join(", ")}</span>
        </p>
      ) : null}
      <dl className="mt-4 flex items-center justify-between gap-3 text-sm">
        <div className="flex items-center gap-1.5 text-slate-700">
          <dt className="sr-only">Duration</dt>
          <Clock className="size-4 text-slate-500" aria-hidden="true" />
          <dd>
            {formatDuration(service.durationMinutes)}
            {service.processingMinutes > 0 ? (
              <span className="text-slate-500"> · {formatDuration(service.processingMinutes)} processing</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="sr-only">Price</dt>
          <dd className="text-base font-semibold text-slate-900">{formatPenceShort(service.pricePence)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex gap-2 border-t border-slate-100 pt-4">
        <Button
          variant="secondary"
          className="flex-1"
          aria-label={`Edit ${service.name}`}
          onClick={() => onEdit(service)}
        >
          <Pencil className="size-4" aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="secondary"
          className="flex-1 text-red-700 hover:bg-red-50"
          aria-label={`Delete ${service.name}`}
          onClick={() => onDelete(service)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
