import Link from "next/link";

export function PoweredBy() {
  return (
    <p className="py-6 text-center text-xs text-slate-600">
      Powered by{" "}
      <Link href="/" className="font-medium text-slate-800 hover:underline">
        BookingPro
      </Link>
    </p>
  );
}
