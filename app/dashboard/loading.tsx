export default function DashboardLoading() {
  return (
    <p role="status" className="p-8 text-slate-600">
      Loading...
    </p>
  );
}
