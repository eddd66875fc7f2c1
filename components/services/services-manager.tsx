"use client";

import {
  startTransition,
  useActionState,
  useLayoutEffect,
  useOptimistic,
  useRef,
  useState,
  useTransition,
} from "react";
import { Plus, Scissors } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { showToast } from "@/components/ui/toast";
import { useFocusWhenShown } from "@/components/ui/use-focus-when-shown";
import { callAction } from "@/lib/actions/client";
import {
  createServiceAction,
  deleteServiceAction,
  reorderServicesAction,
  updateServiceAction,
} from "@/lib/actions/services";
import type { ServiceActionResult } from "@/lib/services/actions";
import type { ActionResult } from "@/lib/actions/result";
import { groupServicesByCategory } from "@/lib/services/group-by-category";
import type { ServiceListItem } from "@/lib/services/queries";
import type { ServiceTeam } from "@/lib/services/team-terms-queries";
import type { ServiceResourceNeeds } from "@/lib/resources/queries";
import { canStaffPerformService } from "@/lib/availability/eligibility";
import { nextPaletteColour } from "@/lib/services/palette";
import { moveCategory, moveService, sortByIds, type Direction } from "@/lib/services/reorder";
import { MoveButtons } from "./move-buttons";
import { ServiceCard, serviceMoveButtonId } from "./service-card";
import { NEW_SERVICE_VALUES, SERVICE_NAME_INPUT_ID, ServiceForm, type ServiceFormValues } from "./service-form";
import { penceToPriceInput } from "@/lib/services/schema";

type Props = {
  services: ServiceListItem[];
  categories: readonly string[];
  /** Active services no active staff member does: customers can't book them. */
  unbookableIds?: readonly string[];
  team: ServiceTeam;
  resourceNeeds: ServiceResourceNeeds;
};

function toFormValues(
  service: ServiceListItem,
  team: ServiceTeam,
  resourceNeeds: ServiceResourceNeeds,
): ServiceFormValues {
  const own = team.terms.filter((term) => term.serviceId === service.id);
  const needs = resourceNeeds.byService[service.id];
  return {
    needs: needs?.typeIds ?? [],
    resourceUse: needs?.use ?? "whole",
    name: service.name,
    description: service.description,
    duration: String(service.durationMinutes),
    price: penceToPriceInput(service.pricePence),
    processingAfter: service.processingMinutes ? String(service.processingAfterMinutes) : "",
    processingMinutes: service.processingMinutes ? String(service.processingMinutes) : "",
    category: service.category,
    color: service.color,
    isActive: service.isActive,
    team: Object.fromEntries(
      own.map((term) => [
        term.staffId,
        {
          duration: term.durationMinutes === null ? "" : String(term.durationMinutes),
          price: term.pricePence === null ? "" : penceToPriceInput(term.pricePence),
        },
      ]),
    ),
  };
}

function focusNameInput() {
  const input = document.getElementById(SERVICE_NAME_INPUT_ID);
  document.getElementById("service-form")?.scrollIntoView({ behavior: "smooth", block: "start" });
  input?.focus({ preventScroll: true });
}

const ADD_BUTTON_ID = "add-service";
const FIRST_SERVICE_BUTTON_ID = "add-first-service";

const categoryKey = (category: string) => category.toLowerCase().replace(/[^a-z0-9]+/g, "-");
const categoryMoveButtonId = (category: string, direction: Direction) =>
  `category-${categoryKey(category)}-move-${direction}`;
const opposite = (direction: Direction): Direction => (direction === "up" ? "down" : "up");

/** Focus the first of these buttons still enabled (a button at the end of the list is disabled). */
function focusFirstEnabled(ids: readonly string[]) {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element instanceof HTMLButtonElement && !element.disabled) {
      element.focus();
      return;
    }
  }
}

/**
 * The Services screen: the services by category in the business's order (moved up and down optimistically,
 * saved as one list of ids), or the empty state, and the delete confirmation. The add/edit form shows on
 * demand (Add service, Edit), so a phone opens on the list; a new service starts on the next palette colour.
 */
export function ServicesManager({ services, categories, unbookableIds = [], team, resourceNeeds }: Props) {
  const [editingId, setEditingId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const formShown = adding || editingId !== null;
  const focusWhenShown = useFocusWhenShown();
  const [values, setValues] = useState<ServiceFormValues>(NEW_SERVICE_VALUES);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [toDelete, setToDelete] = useState<ServiceListItem | null>(null);
  const [deleting, startDeleting] = useTransition();
  // Shown at once; the saved order arrives with the refreshed page, and a refusal falls back to it.
  const [shown, showOrder] = useOptimistic(services, (current: ServiceListItem[], orderedIds: readonly string[]) =>
    sortByIds(current, orderedIds),
  );
  const [announcement, setAnnouncement] = useState("");
  // The button that moved something keeps the focus, though React may move its card in the DOM: once
  // the list shows `order` (the new one, or the old one again after a refusal), the first enabled of `ids`.
  const focusAfterMove = useRef<{ order: string; ids: readonly string[] } | null>(null);
  const shownOrder = shown.map((service) => service.id).join(",");
  useLayoutEffect(() => {
    const request = focusAfterMove.current;
    if (!request || request.order !== shownOrder) return;
    focusAfterMove.current = null;
    focusFirstEnabled(request.ids);
  }, [shownOrder]);

  function saveOrder(next: ServiceListItem[] | null, focusIds: readonly string[], done: string) {
    if (!next) return;
    const serviceIds = next.map((service) => service.id);
    focusAfterMove.current = { order: serviceIds.join(","), ids: focusIds };
    setAnnouncement(done);
    startTransition(async () => {
      showOrder(serviceIds);
      const result = await callAction(reorderServicesAction, null, { serviceIds });
      if (!result.ok) {
        const message = result.error || "The new order could not be saved.";
        focusAfterMove.current = { order: shownOrder, ids: focusIds };
        setAnnouncement("");
        showToast({ type: "error", title: "Order Not Saved", message });
      }
    });
  }

  function moveServiceIn(service: ServiceListItem, direction: Direction) {
    saveOrder(
      moveService(shown, service.id, direction),
      [serviceMoveButtonId(service.id, direction), serviceMoveButtonId(service.id, opposite(direction))],
      `${service.name} moved ${direction}.`,
    );
  }

  function moveCategoryIn(category: string, direction: Direction) {
    saveOrder(
      moveCategory(shown, category, direction),
      [categoryMoveButtonId(category, direction), categoryMoveButtonId(category, opposite(direction))],
      `${category} moved ${direction}.`,
    );
  }

  const groups = groupServicesByCategory(shown);

  function hideForm() {
    setEditingId(null);
    setAdding(false);
    setValues(NEW_SERVICE_VALUES);
    setErrors({});
  }

  /** Focus goes back to the button that opens the form: the list's, once a saved first service has brought it. */
  function closeForm(saved: boolean) {
    hideForm();
    focusWhenShown(saved || services.length > 0 ? ADD_BUTTON_ID : FIRST_SERVICE_BUTTON_ID);
  }

  function startAdding() {
    setEditingId(null);
    setAdding(true);
    setValues({ ...NEW_SERVICE_VALUES, color: nextPaletteColour(services.map((service) => service.color)) });
    setErrors({});
    window.requestAnimationFrame(focusNameInput);
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
        closeForm(true);
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
    setAdding(false);
    setValues(toFormValues(service, team, resourceNeeds));
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
        if (editingId === service.id) hideForm();
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
    <div className={`grid grid-cols-1 items-start gap-6 ${formShown ? "xl:grid-cols-[24rem_minmax(0,1fr)]" : ""}`}>
      {formShown ? (
        <div className="xl:sticky xl:top-24">
          <ServiceForm
            editingId={editingId}
            values={values}
            onChange={(change) => setValues((current) => ({ ...current, ...change }))}
            errors={errors}
            categories={categories}
            // A new service is done by those who do every service until they choose otherwise.
            members={team.members.filter((member) =>
              editingId === null ? member.specialties.length === 0 : canStaffPerformService(member, editingId),
            )}
            resourceTypes={resourceNeeds.types}
            pending={saving}
            onSubmit={(formData) => startTransition(() => dispatch(formData))}
            onCancel={() => closeForm(false)}
          />
        </div>
      ) : null}

      <section aria-labelledby="service-list-heading">
        <h2 id="service-list-heading" className="sr-only">
          Your services
        </h2>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {shown.length === 0 ? (
          <EmptyState
            icon={Scissors}
            title="No services yet"
            description="Add the services you offer so customers can book them online."
          >
            <Button id={FIRST_SERVICE_BUTTON_ID} onClick={startAdding}>
              Add Your First Service
            </Button>
          </EmptyState>
        ) : (
          <div className="space-y-8">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-600">
                Customers see your services in this order, grouped by category. Use the arrows to change it.
              </p>
              {formShown ? null : (
                <Button id={ADD_BUTTON_ID} onClick={startAdding}>
                  <Plus className="size-4" aria-hidden="true" />
                  Add service
                </Button>
              )}
            </div>
            {groups.map((group, groupIndex) => {
              const headingId = `category-${categoryKey(group.category)}-heading`;
              const count = group.services.length;
              return (
                <section key={group.category} aria-labelledby={headingId} data-testid="service-category">
                  <div className="mb-3 flex items-center gap-3 border-b border-slate-200 pb-2">
                    <h3 id={headingId} className="min-w-0 text-base font-semibold break-words text-slate-900">
                      {group.category}
                    </h3>
                    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {count === 1 ? "1 service" : `${count} services`}
                    </span>
                    <div className="ml-auto">
                      <MoveButtons
                        idOf={(direction) => categoryMoveButtonId(group.category, direction)}
                        labelOf={(direction) => `Move ${group.category} category ${direction}`}
                        moves={{
                          up: groupIndex > 0 ? () => moveCategoryIn(group.category, "up") : null,
                          down: groupIndex < groups.length - 1 ? () => moveCategoryIn(group.category, "down") : null,
                        }}
                      />
                    </div>
                  </div>
                  <ul
                    className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${formShown ? "2xl:grid-cols-3" : "xl:grid-cols-3"}`}
                  >
                    {group.services.map((service, index) => (
                      <li key={service.id} className="flex">
                        <div className="flex w-full flex-col [&>article]:flex-1">
                          <ServiceCard
                            service={service}
                            unbookable={unbookableIds.includes(service.id)}
                            needs={(resourceNeeds.byService[service.id]?.typeIds ?? [])
                              .map((typeId) => resourceNeeds.types.find((type) => type.id === typeId)?.name)
                              .filter((name): name is string => name !== undefined)}
                            isEditing={editingId === service.id}
                            onEdit={startEditing}
                            onDelete={setToDelete}
                            moves={{
                              up: index > 0 ? () => moveServiceIn(service, "up") : null,
                              down: index < count - 1 ? () => moveServiceIn(service, "down") : null,
                            }}
                          />
                        </div>
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        )}
      </section>

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Service"
        question="Are you sure you want to delete this service?"
        detail={toDelete?.name}
        pending={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
