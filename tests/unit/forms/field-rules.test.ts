import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { bindFields, characterCount } from "@/components/ui/field-binding";
import { Input } from "@/components/ui/input";
import { registerSchema } from "@/lib/auth/schema";
import { blackoutFieldsSchema } from "@/lib/blackouts/schema";
import { bookingRulesFormSchema } from "@/lib/business/booking-rules-schema";
import { addClientSchema } from "@/lib/customers/clients-schema";
import { fieldRules, formRules } from "@/lib/forms/field-rules";
import { retentionSchema } from "@/lib/privacy/schema";
import { serviceFieldsSchema } from "@/lib/services/schema";
import { formText } from "@/lib/forms/text";
import { whiteLabelFormSchema } from "@/lib/business/white-label-schema";

describe("fieldRules", () => {
  it("reads a string's length checks: a minimum makes it required", () => {
    expect(fieldRules(z.string().trim().min(1).max(120))).toEqual({ required: true, maxLength: 120 });
    expect(fieldRules(z.string().min(3))).toEqual({ required: true, minLength: 3 });
    expect(fieldRules(z.string())).toEqual({});
  });

  it("follows pipes and wrappers: formText is optional, its limit is kept, a later minimum requires it", () => {
    expect(fieldRules(formText(300, "Too long"))).toEqual({ maxLength: 300 });
    expect(fieldRules(formText(120, "Too long").pipe(z.string().min(1, "Required")))).toEqual({
      required: true,
      maxLength: 120,
    });
    expect(fieldRules(z.string().max(200).optional().default(""))).toEqual({ maxLength: 200 });
  });

  it("reads a number's bounds and what a field checked by hand states in .meta()", () => {
    expect(fieldRules(z.number().int().min(1).max(5))).toEqual({ min: 1, max: 5 });
    const parsed = z
      .unknown()
      .transform(() => 1)
      .meta({ required: true, min: 15, max: 480, step: 15 });
    expect(fieldRules(parsed)).toEqual({ required: true, min: 15, max: 480, step: 15 });
  });

  it("gives each form the limits its schema checks", () => {
    expect(formRules(serviceFieldsSchema)).toMatchObject({
      name: { required: true, maxLength: 120 },
      description: { maxLength: 1000 },
      duration: { required: true, min: 15, max: 480, step: 15 },
      price: { required: true, min: 0, max: 10000, step: 0.01 },
    });
    expect(formRules(addClientSchema)).toMatchObject({
      name: { required: true, maxLength: 120 },
      email: { required: true, maxLength: 254 },
      phone: { maxLength: 40 },
      notes: { maxLength: 2000 },
    });
    expect(formRules(whiteLabelFormSchema([]))).toMatchObject({
      customDomain: { maxLength: 253 },
      subdomain: { required: true, maxLength: 63 },
      companyName: { maxLength: 120 },
      logoUrl: { maxLength: 500 },
    });
    // Block Dates checks its fields inside one transform: the form's rules are stated beside them.
    expect(formRules(blackoutFieldsSchema)).toMatchObject({
      startDate: { required: true },
      endDate: { required: true },
      startTime: {},
      reason: { maxLength: 200 },
    });
    expect(formRules(registerSchema).password).toEqual({ required: true, minLength: 8, maxLength: 200 });
    expect(formRules(bookingRulesFormSchema).bookingWindowDays).toEqual({ min: 1, max: 365, step: 1 });
    // An object checked further as a whole: its fields are read through the pipe.
    expect(formRules(retentionSchema).months).toEqual({ min: 1, max: 120, step: 1 });
  });
});

describe("bindFields", () => {
  const values = { name: "Ann", notes: "x".repeat(12), active: true };
  const changes: Partial<typeof values>[] = [];
  const field = bindFields({
    values,
    onChange: (change) => changes.push(change),
    rules: { name: { required: true, maxLength: 120 }, notes: { maxLength: 2000 } },
    errorOf: (name) => (name === "name" ? "Too long" : undefined),
  });

  it("gives a control its name, value, error and limits, and reports what is typed", () => {
    const html = renderToStaticMarkup(createElement(Input, { id: "n", label: "Name", ...field.text("name") }));
    expect(html).toContain('name="name"');
    expect(html).toContain('value="Ann"');
    expect(html).toContain('maxLength="120"');
    expect(html).toContain('required=""');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<p id="n-error" class="mt-1 text-sm text-red-700">Too long</p>');
    field.text("name").onChange({ target: { value: "Anna" } } as React.ChangeEvent<HTMLInputElement>);
    field.check("active").onChange({ target: { checked: false } } as React.ChangeEvent<HTMLInputElement>);
    expect(changes).toEqual([{ name: "Anna" }, { active: false }]);
  });

  it("leaves a counted field uncapped, so a pasted text is kept whole and its count is said", () => {
    expect(field.text("notes", { counted: true })).not.toHaveProperty("maxLength");
    expect(characterCount(values.notes, { maxLength: 2000 })).toBe("12 / 2,000 characters.");
  });
});
