"use server";

import { createService, deleteService, reorderServices, updateService } from "@/lib/services/actions";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

// Services show on the services screen, the overview stats and every other dashboard screen that lists them.
export const createServiceAction = serverAction(createService, { revalidate: WHOLE_DASHBOARD });
export const updateServiceAction = serverAction(updateService, { revalidate: WHOLE_DASHBOARD });
export const deleteServiceAction = serverAction(deleteService, { revalidate: WHOLE_DASHBOARD });
// The order shows on the services screen and the Customize preview (the public page reads it per request).
export const reorderServicesAction = serverAction(reorderServices, { revalidate: WHOLE_DASHBOARD });
