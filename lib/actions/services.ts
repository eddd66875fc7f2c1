"use server";

import { createService, deleteService, updateService } from "./definitions/services";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

// Services show on the services screen, the overview stats and every other dashboard screen that lists them.
export const createServiceAction = serverAction(createService, { revalidate: WHOLE_DASHBOARD });
export const updateServiceAction = serverAction(updateService, { revalidate: WHOLE_DASHBOARD });
export const deleteServiceAction = serverAction(deleteService, { revalidate: WHOLE_DASHBOARD });
