import { z } from "zod";
import { markNotificationsReadForUser } from "@/lib/notifications/queries";
import { getAllowedRoles } from "@/lib/access/policy";
import { defineAction } from "@/lib/actions/action";

/** The top bar's "Mark all as read": the signed-in user's own mark (nothing is taken from the client). */
export const markNotificationsRead = defineAction({
  roles: getAllowedRoles(["read", "notifications"]),
  requiresBusiness: true,
  schema: z.object({}),
  async handler(_input, { db, user }) {
    await markNotificationsReadForUser(db, user.id, new Date());
    return { ok: true, message: "Notifications marked as read." };
  },
});
