import { z } from "zod";
import { can, getAllowedRoles } from "@/lib/access/policy";
import { defineAction } from "@/lib/actions/action";
import { bookingVisibilityFilter } from "@/lib/bookings/queries";
import { isUuid } from "@/lib/constants";
import { AppError, FORBIDDEN_MESSAGE, throwNotFound } from "@/lib/errors";
import { BOOKING_NOT_FOUND_MESSAGE, moveHold, RESOURCE_NOT_FOUND_MESSAGE, type HoldMove } from "./move-hold";

/** A missing or non-string id becomes '' and is answered as not found (never a validation error naming it). */
const idField = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === "string" ? value.trim() : ""));

export const moveBookingResourceSchema = z.object({ id: idField, resourceId: idField });

/** Drag on the By resource view, or the appointment's Room select: the same time, another room of the type. */
export const moveBookingResource = defineAction({
  roles: getAllowedRoles(["modify", "bookings"]),
  requiresBusiness: true,
  schema: moveBookingResourceSchema,
  async handler({ id, resourceId }, { user, business, db }): Promise<{ ok: true; message: string; data: HoldMove }> {
    if (!can({ role: user.role, business }, "modify", "bookings")) throw new AppError("forbidden", FORBIDDEN_MESSAGE);
    if (!isUuid(id)) throwNotFound(BOOKING_NOT_FOUND_MESSAGE);
    if (!isUuid(resourceId)) throwNotFound(RESOURCE_NOT_FOUND_MESSAGE);
    const moved = await moveHold(db, business, { id, resourceId }, bookingVisibilityFilter({ ...user, business }));
    return {
      ok: true,
      message: moved.changed ? `Moved to ${moved.resourceName}.` : `Already in ${moved.resourceName}.`,
      data: moved,
    };
  },
});
