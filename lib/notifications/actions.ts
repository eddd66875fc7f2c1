import { z } from "zod";
import { markNotificationsReadForUser } from "@/lib/notifications/queries";
import { defineAction } from "@/lib/actions/action";

/** The top bar's "Mark all as read": the signed-in user's own mark (nothing is taken from the client). */
export const markNotificationsRead = defineAction({
  roles: ["owner", "manager", "staff"],
  requiresBusiness: true,
  schema: z.object({}),
  async handler(_input, { db, user }) {
    await markNotificationsReadForUser(db, user.id, new Date());
    return { ok: true, message: "Notifications marked as read." };
  },
});
