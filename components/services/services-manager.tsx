"use client";

import { startTransition, useActionState, useState, useTransition } from "react";
import { Scissors } from "lucide-react";
import { Button } from "@/components/ui/button";
import { showToast } from "@/components/ui/toast";
import { callAction } from "@/lib/actions/client";
import { createServiceAction, deleteServiceAction, updateServiceAction } from "@/lib/actions/services";
import type { ServiceActionResult } from "@/lib/actions/definitions/services";
import type { ActionResult } from "@/lib/actions/result";
import type { ServiceListItem } from "@/lib/services/queries";
import { DeleteServiceDialog } from "./delete-service-dialog";
import { ServiceCard } from "./service-card";
import { NEW_SERVICE_VALUES, SERVICE_NAME_INPUT_ID, ServiceForm, type ServiceFormValues } from "./service-form";

type Props = {
  services: ServiceListItem[];
  categories: readonly string[];
};

function toFormValues(service: ServiceListItem): ServiceFormValues {
  return {
    name: service.name,
    description: service.description,
    duration: String(service.durationMinutes),
    price: (service.pricePence / 100).toFixed(2),
    category: service.category,
    color: service.color,
    isActive: service.isActive,
  };
}

function focusNameInput() {
  const input = document.getElementById(SERVICE_NAME_INPUT_ID);
  document.getElementById("service-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
  input?.focus({ preventScroll: true });
}

/** The Services screen: add/edit form, card grid (or empty state) and delete confirmation. */
export function ServicesManager({ services, categories }: Props) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [values, setValues] = useState<ServiceFormValues>(NEW_SERVICE_VALUES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<ServiceListItem | null>(null);
  const [deleting, startDeleting] = useTransition();

  function resetToAddMode() {
    setEditingId(null);
    setValues(NEW_SERVICE_VALUES);
    setErrors({});
  }

  const [, dispatch, saving] = useActionState<ActionResult<ServiceActionResult> | null, FormData>(
    async (previous, formData) => {
      const isUpdate = formData.has("id");
      const next = await callAction(isUpdate ? updateServiceAction : createServiceAction, previous, formData);
      if (next.ok) {
        showToast({
          type: "success",
          title: isUpdate ? "Service Updated" : "Service Added",
          message: next.message,
        });
        resetToAddMode();
      } else {
        setErrors(next.fieldErrors ?? {});
        showToast({ type: "error", title: "Save Failed", message: next.error || "The service could not be saved." });
      }
      return next;
    },
    null,
  );

  function startEditing(service: ServiceListItem) {
    setEditingId(service.id);
    setValues(toFormValues(service));
    setErrors({});
    // After React renders the edit mode.
    window.requestAnimationFrame(focusNameInput);
  }

  function confirmDelete() {
    const service = toDelete;
    if (!service) return;
    startDeleting(async () => {
      const result = await callAction(deleteServiceAction, null, { id: service.id });
      if (result.ok) {
        showToast({ type: "success", title: "Service Deleted", message: result.message });
        if (editingId === service.id) resetToAddMode();
      } else {
        showToast({
          type: "error",
          title: "Delete Failed",
          message: result.error || "The service could not be deleted.",
        });
      }
      setToDelete(null);
    });
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[24rem_minmax(0,1fr)]">
      <div className="xl:sticky xl:top-24">
        <ServiceForm
          editingId={editingId}
          values={values}
          onChange={(change) => setValues((current) => ({ ...current, ...change }))}
          errors={errors}
          categories={categories}
          pending={saving}
          onSubmit={(formData) => startTransition(() => dispatch(formData))}
          onCancel={resetToAddMode}
        />
      </div>

      <section aria-labelledby="service-list-heading">
        <h2 id="service-list-heading" className="sr-only">
          Your services
        </h2>
        {services.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Scissors className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">No services yet</h3>
            <p className="mt-1 text-sm text-slate-600">Add the services you offer so customers can book them online.</p>
            <Button
              className="mt-6"
              onClick={() => {
                resetToAddMode();
                window.requestAnimationFrame(focusNameInput);
              }}
            >
              Add Your First Service
            </Button>
          </div>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {services.map((service) => (
              <li key={service.id} className="flex">
                <div className="flex w-full flex-col [&>article]:flex-1">
                  <ServiceCard
                    service={service}
                    isEditing={editingId === service.id}
                    onEdit={startEditing}
                    onDelete={setToDelete}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <DeleteServiceDialog
        serviceName={toDelete?.name ?? null}
        pending={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
