/*
 * The screens' loading boundary lives in this route group, not beside the dashboard layout: an unknown
 * dashboard path (`[...missing]`, outside the group) then renders without streaming, so its 404 is a real
 * 404 status, while every screen still shows this at once.
 */
export default function DashboardLoading() {
  return (
    <p role="status" className="p-8 text-slate-600">
      Loading...
    </p>
  );
}
