import type { Metadata } from "next";
import { StatusPage } from "@/components/ui/status-page";

export const metadata: Metadata = { title: "Page not found" };

/** Any address without a page: branded, with a way home ("/" is a tenant's booking page on its own host). */
export default function NotFound() {
  return (
    <StatusPage
      status={404}
      title="Page not found"
      message="This page doesn't exist. Check the address, or start again from the home page."
      link={{ href: "/", label: "Go to the home page" }}
    />
  );
}
