import { notFound } from "next/navigation";

/** Any /dashboard path without a screen: the dashboard's own not-found page, inside the shell. */
export default function MissingDashboardPage(): never {
  notFound();
}
