import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox } from "@/components/ui/checkbox";
import { ColorField } from "@/components/ui/color-field";
import { fieldAria } from "@/components/ui/field-parts";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";

const noop = () => {};

describe("fieldAria", () => {
  it("points at the hint and the error paragraphs that exist", () => {
    expect(fieldAria("f", {})).toEqual({ "aria-invalid": undefined, "aria-describedby": undefined });
    expect(fieldAria("f", { hint: "Help" })).toEqual({ "aria-invalid": undefined, "aria-describedby": "f-hint" });
    expect(fieldAria("f", { error: "Bad" })).toEqual({ "aria-invalid": true, "aria-describedby": "f-error" });
    expect(fieldAria("f", { hint: "Help", error: "Bad" })).toEqual({
      "aria-invalid": true,
      "aria-describedby": "f-hint f-error",
    });
  });
});

describe("form kit controls", () => {
  it.each([
    ["Input", createElement(Input, { id: "f", label: "Name", hint: "Help", error: "Bad" })],
    [
      "Select",
      createElement(Select, {
        id: "f",
        label: "Type",
        hint: "Help",
        error: "Bad",
        options: [{ value: "a", label: "A" }],
      }),
    ],
    ["Textarea", createElement(Textarea, { id: "f", label: "Notes", hint: "Help", error: "Bad" })],
    ["Checkbox", createElement(Checkbox, { id: "f", label: "Active", hint: "Help", error: "Bad" })],
    [
      "Switch",
      createElement(Switch, { id: "f", label: "On", hint: "Help", error: "Bad", checked: true, onCheckedChange: noop }),
    ],
  ])("%s labels its control and wires the hint and the error by id", (_name, element) => {
    const html = renderToStaticMarkup(element);
    expect(html).toContain('for="f"');
    expect(html).toContain('id="f"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-hint f-error"');
    expect(html).toContain('<p id="f-hint" class="mt-1 text-xs text-slate-600">Help</p>');
    expect(html).toContain('<p id="f-error" class="mt-1 text-sm text-red-700">Bad</p>');
  });

  it("leaves a valid control without aria-invalid or a description", () => {
    const html = renderToStaticMarkup(createElement(Input, { id: "f", label: "Name" }));
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain("aria-describedby");
  });

  it("Select adds the empty placeholder option first", () => {
    const html = renderToStaticMarkup(
      createElement(Select, {
        label: "Staff",
        placeholder: "Select a staff member",
        options: [{ value: "1", label: "Ann" }],
      }),
    );
    expect(html).toMatch(/<option value="">Select a staff member<\/option><option value="1">Ann<\/option>/);
  });

  it("Switch is a labelled role=switch that posts 'on' only while on", () => {
    const on = renderToStaticMarkup(
      createElement(Switch, { id: "s", label: "Portal", name: "portal", checked: true, onCheckedChange: noop }),
    );
    expect(on).toContain('role="switch"');
    expect(on).toContain('aria-checked="true"');
    expect(on).toContain('<input type="hidden" name="portal" value="on"/>');
    const off = renderToStaticMarkup(
      createElement(Switch, { id: "s", label: "Portal", name: "portal", checked: false, onCheckedChange: noop }),
    );
    expect(off).toContain('aria-checked="false"');
    expect(off).not.toContain('name="portal"');
  });

  it("ColorField posts the hex text and shows the fallback in the picker while the text is not a colour", () => {
    const props = {
      label: "Primary Brand Color",
      pickerLabel: "Primary brand colour picker",
      name: "primaryColor",
      fallback: "#0ea5e9",
      onChange: noop,
    };
    const typed = renderToStaticMarkup(createElement(ColorField, { ...props, value: "blue" }));
    expect(typed).toMatch(/type="color" aria-label="Primary brand colour picker"[^>]* value="#0ea5e9"/);
    expect(typed).toMatch(/name="primaryColor"[^>]*value="blue"/);
    const valid = renderToStaticMarkup(createElement(ColorField, { ...props, value: "#7C3AED" }));
    expect(valid).toMatch(/type="color" aria-label="Primary brand colour picker"[^>]* value="#7c3aed"/);
  });

  it("SubmitButton is disabled and shows the pending text while pending", () => {
    const idle = renderToStaticMarkup(
      createElement(SubmitButton, { pending: false, pendingText: "Saving..." }, "Save"),
    );
    expect(idle).toMatch(/<button type="submit"[^>]*>Save<\/button>/);
    expect(idle).not.toContain('disabled=""');
    const busy = renderToStaticMarkup(createElement(SubmitButton, { pending: true, pendingText: "Saving..." }, "Save"));
    expect(busy).toMatch(/<button type="submit"[^>]* disabled=""[^>]*>Saving...<\/button>/);
  });
});
