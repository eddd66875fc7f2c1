"use server";

import { createBlackout, deleteBlackout, updateBlackout } from "@/lib/blackouts/actions";
import { serverAction } from "./server-action";

const BLACKOUTS_PATH = "/dashboard/blackouts";

export const createBlackoutAction = serverAction(createBlackout, { revalidate: BLACKOUTS_PATH });
export const updateBlackoutAction = serverAction(updateBlackout, { revalidate: BLACKOUTS_PATH });
export const deleteBlackoutAction = serverAction(deleteBlackout, { revalidate: BLACKOUTS_PATH });
