/** Only same-site dashboard paths are allowed as a post-sign-in destination (no open redirects). */
export function sanitizeReturnPath(value: string | null | undefined): string {
  if (!value || typeof value !== "string") return "/dashboard";
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || /[\u0000-\u001f]/.test(value))
    return "/dashboard";
  if (value !== "/dashboard" && !value.startsWith("/dashboard/") && !value.startsWith("/dashboard?"))
    return "/dashboard";
  return value.slice(0, 500);
}
