"use client";

import { useState, useTransition } from "react";
import { CalendarOff, DoorOpen, Pencil, Plus, Power, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type Column } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { showToast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/client";
import { deleteResourceAction, setResourceActiveAction } from "@/lib/actions/resources";
import type { ResourceNameAudience } from "@/lib/constants";
import { formatDateRange } from "@/lib/format/date-range";
import type { ResourceItem, ResourceTypeGroup } from "@/lib/resources/queries";
import { BlockedDatesDialog } from "./blocked-dates-dialog";
import { NameAudienceForm } from "./name-audience-form";
import { ResourceDialog, type ResourceDialogTarget } from "./resource-dialog";

type Props = {
  groups: ResourceTypeGroup[];
  audience: ResourceNameAudience;
  /** 'YYYY-MM-DD' in the business's zone. */
  today: string;
};

const NEW_RESOURCE: ResourceDialogTarget = { id: null, values: { name: "", typeName: "", isActive: true } };

const countOf = (count: number) => (count === 1 ? "1 resource" : `${count} resources`);

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${
        active ? "bg-green-100 text-green-800" : "bg-slate-100 text-slate-700"
      }`}
    >
      {active ? "Active" : "Off"}
    </span>
  );
}

function BlockedDates({ resource }: { resource: ResourceItem }) {
  if (resource.blockedDates.length === 0) return <p className="text-slate-500">None</p>;
  return (
    <ul className="space-y-0.5" aria-label={`Blocked dates of ${resource.name}`}>
      {resource.blockedDates.map((date) => (
        <li key={date.id} data-testid="resource-blocked-date" className="text-slate-800">
          <span className="whitespace-nowrap">{formatDateRange(date.startDate, date.endDate)}</span>
          {date.reason ? <span className="text-slate-600"> · {date.reason}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The Resources screen: the business's resources grouped by type, each with its state and blocked dates to come,
 * edited, turned off or on, blocked on dates and deleted; the empty state; and who is told a room's name.
 */
export function ResourcesManager({ groups, audience, today }: Props) {
  const [dialog, setDialog] = useState<ResourceDialogTarget | null>(null);
  const [blockingId, setBlockingId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ResourceItem | null>(null);
  const [deleting, startDeleting] = useTransition();
  const [toggling, startToggling] = useTransition();
  const all = groups.flatMap((group) => group.resources);
  const typeNames = groups.map((group) => group.name);
  const typeNameOf = (resource: ResourceItem) => groups.find((group) => group.id === resource.typeId)?.name ?? "";
  // The dialog shows the page's latest list, so an added date appears in it.
  const blocking = all.find((resource) => resource.id === blockingId) ?? null;

  function edit(resource: ResourceItem) {
    setDialog({
      id: resource.id,
      values: { name: resource.name, typeName: typeNameOf(resource), isActive: resource.isActive },
    });
  }

  function toggle(resource: ResourceItem) {
    startToggling(async () => {
      const result = await callAction(setResourceActiveAction, null, {
        id: resource.id,
        isActive: resource.isActive ? "" : "on",
      });
      if (result.ok) {
        showToast({
          type: "success",
          title: resource.isActive ? "Resource Off" : "Resource On",
          message: result.message ?? "",
        });
      } else {
        showToast({ type: "error", title: "Change Failed", message: result.error });
      }
    });
  }

  function confirmDelete() {
    const resource = toDelete;
    if (!resource) return;
    startDeleting(async () => {
      const result = await callAction(deleteResourceAction, null, { id: resource.id });
      if (result.ok) showToast({ type: "success", title: "Resource Deleted", message: result.message ?? "" });
      // A refusal says why (booked ahead) and what to do instead.
      else showToast({ type: "error", title: "Delete Failed", message: result.error });
      setToDelete(null);
    });
  }

  const blockButton = (resource: ResourceItem) => (
    <button
      type="button"
      className="-ml-1 inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={`Block dates for ${resource.name}`}
      onClick={() => setBlockingId(resource.id)}
    >
      <CalendarOff className="size-4" aria-hidden="true" />
      Block dates
    </button>
  );

  const actionsOf = (resource: ResourceItem) => (
    <div className="flex flex-wrap gap-2 md:justify-end lg:w-[17.5rem] lg:flex-nowrap">
      <Button
        variant="secondary"
        className="px-3 py-1.5"
        aria-label={`Edit ${resource.name}`}
        onClick={() => edit(resource)}
      >
        <Pencil className="size-4" aria-hidden="true" />
        Edit
      </Button>
      <Button
        variant="secondary"
        className="px-3 py-1.5 whitespace-nowrap"
        aria-label={`${resource.isActive ? "Turn off" : "Turn on"} ${resource.name}`}
        disabled={toggling}
        onClick={() => toggle(resource)}
      >
        <Power className="size-4" aria-hidden="true" />
        {resource.isActive ? "Turn off" : "Turn on"}
      </Button>
      <Button
        variant="secondary"
        className="px-3 py-1.5 text-red-700 hover:bg-red-50"
        aria-label={`Delete ${resource.name}`}
        onClick={() => setToDelete(resource)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </Button>
    </div>
  );

  // Every column but the blocked dates is as wide as its fixed-width content, so every type's table lines up.
  const columns: Column<ResourceItem>[] = [
    {
      header: "Name",
      rowHeader: true,
      cell: (resource) => <span className="block w-40 break-words lg:w-52">{resource.name}</span>,
      className: "w-px text-slate-900",
    },
    {
      header: "Status",
      cell: (resource) => (
        <span className="block w-12">
          <StatusBadge active={resource.isActive} />
        </span>
      ),
      className: "w-px",
    },
    {
      header: "Blocked dates",
      cell: (resource) => (
        <div className="space-y-1">
          <BlockedDates resource={resource} />
          {blockButton(resource)}
        </div>
      ),
    },
    { header: <span className="sr-only">Actions</span>, cell: (resource) => actionsOf(resource), className: "w-px" },
  ];

  return (
    <div className="space-y-8">
      {all.length === 0 && groups.length === 0 ? (
        <EmptyState
          icon={DoorOpen}
          title="No resources yet"
          description="Add the treatment rooms, basins or a laser your services need: a service that needs one is only booked when one is free."
          testId="resources-empty"
        >
          <Button onClick={() => setDialog(NEW_RESOURCE)}>
            <Plus className="size-4" aria-hidden="true" />
            Add resource
          </Button>
        </EmptyState>
      ) : (
        <section aria-labelledby="resource-list-heading" className="space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="resource-list-heading" className="text-lg font-semibold text-slate-900">
              Your resources
            </h2>
            <Button onClick={() => setDialog(NEW_RESOURCE)}>
              <Plus className="size-4" aria-hidden="true" />
              Add resource
            </Button>
          </div>
          {groups.map((group) => {
            const headingId = `resource-type-${group.id}`;
            return (
              <section
                key={group.id}
                aria-labelledby={headingId}
                data-testid="resource-type"
                className="rounded-2xl border border-slate-200 bg-white shadow-sm"
              >
                <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-3">
                  <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
                    {group.name}
                  </h3>
                  <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    {countOf(group.resources.length)}
                  </span>
                </div>
                {group.resources.length === 0 ? (
                  <p className="px-4 py-3 text-sm text-slate-600">
                    None yet. A service needs one, so it can&apos;t be booked until you add a {group.name}.
                  </p>
                ) : (
                  <DataTable
                    caption={`${group.name}: ${countOf(group.resources.length)}`}
                    columns={columns}
                    rows={group.resources}
                    rowKey={(resource) => resource.id}
                    rowTestId="resource-row"
                    phone={{
                      box: {},
                      listClassName: "divide-y divide-slate-100",
                      card: (resource) => (
                        <li key={resource.id} data-testid="resource-row" className="space-y-2 px-4 py-3">
                          <div className="flex items-center justify-between gap-3">
                            <p className="min-w-0 font-medium break-words text-slate-900">{resource.name}</p>
                            <StatusBadge active={resource.isActive} />
                          </div>
                          <div className="text-sm">
                            <p className="text-xs font-medium text-slate-600">Blocked dates</p>
                            <BlockedDates resource={resource} />
                            {blockButton(resource)}
                          </div>
                          {actionsOf(resource)}
                        </li>
                      ),
                    }}
                  />
                )}
              </section>
            );
          })}
        </section>
      )}

      <NameAudienceForm audience={audience} />

      <ResourceDialog target={dialog} typeNames={typeNames} onClose={() => setDialog(null)} />
      <BlockedDatesDialog resource={blocking} today={today} onClose={() => setBlockingId(null)} />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Resource"
        question="Are you sure you want to delete this resource? Its blocked dates go with it."
        detail={toDelete?.name}
        pending={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
