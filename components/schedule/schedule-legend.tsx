const ITEMS = [
  { label: "Not working", className: "bg-slate-100 border border-slate-300" },
  { label: "Blocked", className: "bg-stripes-rose border border-rose-200" },
  { label: "Busy (personal calendar)", className: "bg-stripes-amber border border-amber-200" },
  { label: "Processing (free for others)", className: "bg-stripes-processing border border-slate-300" },
  { label: "Now", className: "h-0.5 w-4 bg-red-600" },
];

/** What the grid's shading means. */
export function ScheduleLegend() {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700" aria-label="Legend">
      {ITEMS.map((item) => (
        <li key={item.label} className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className={`inline-block ${item.label === "Now" ? "" : "size-4 rounded"} ${item.className}`}
          />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
