import { describe, expect, it } from "vitest";
import { isDecodablePath } from "@/lib/http/decodable-path";

describe("isDecodablePath", () => {
  it("accepts plain paths and well-formed escapes", () => {
    for (const path of [
      "/",
      "/book/demo",
      "/api/public/businesses/%25/bookings",
      "/dashboard/customers/ann%40example.com",
      "/manage/abc%2Fdef",
      "/caf%C3%A9",
      "/%F0%9F%93%85",
    ]) {
      expect(isDecodablePath(path), path).toBe(true);
    }
  });

  it("refuses malformed escapes and invalid UTF-8, wherever they sit", () => {
    for (const path of [
      "/%",
      "/book/%",
      "/manage/%E0%A4%A",
      "/embed/%E0",
      "/dashboard/%ZZ",
      "/api/auth/%",
      "/api/calendar/ical/%E0/staff/x",
      "/a%2",
      "/%C3%28", // a lead byte followed by a non-continuation byte
      "/%ED%A0%80", // a UTF-16 surrogate
      "/%E0%A4/%A4", // a sequence cut by a slash
    ]) {
      expect(isDecodablePath(path), path).toBe(false);
    }
  });
});
