"use server";

import { addClient, importClients, previewClientImport } from "@/lib/customers/client-actions";
import { serverAction } from "./server-action";

// The customer list and every customer's page.
const CUSTOMERS = { path: "/dashboard/customers", type: "layout" } as const;

export const addClientAction = serverAction(addClient, { revalidate: CUSTOMERS });
export const previewClientImportAction = serverAction(previewClientImport);
export const importClientsAction = serverAction(importClients, { revalidate: CUSTOMERS });
