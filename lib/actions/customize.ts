"use server";

import { saveCustomization } from "./definitions/customize";
import { serverAction, WHOLE_DASHBOARD } from "./server-action";

export const saveCustomizationAction = serverAction(saveCustomization, { revalidate: WHOLE_DASHBOARD });
