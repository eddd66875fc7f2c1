import { StatusPage } from "@/components/ui/status-page";

export default function DashboardNotFound() {
  return (
    <StatusPage
      as="section"
      status={404}
      title="Page not found"
      message="This dashboard page doesn't exist. Use the menu to find what you need, or go back to your overview."
      link={{ href: "/dashboard", label: "Back to Overview" }}
    />
  );
}
