import { StatusPage } from "@/components/ui/status-page";

export default function Forbidden() {
  return (
    <StatusPage
      status={403}
      title="Access denied"
      message="Your role doesn't have access to this page. Ask the business owner if you need it."
      link={{ href: "/dashboard", label: "Back to Overview" }}
    />
  );
}
