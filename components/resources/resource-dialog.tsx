"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { DialogFrame } from "@/components/ui/dialog-frame";
import { Input } from "@/components/ui/input";
import { CancelAndSubmit } from "@/components/ui/submit-button";
import { useActionForm } from "@/components/ui/use-action-form";
import { createResourceAction, updateResourceAction } from "@/lib/actions/resources";
import { formRules } from "@/lib/forms/field-rules";
import { resourceFieldsSchema } from "@/lib/resources/schema";

export type ResourceFormValues = { name: string; typeName: string; isActive: boolean };

/** What the dialog edits: a resource (with its id), or a new one (optionally of a type already chosen). */
export type ResourceDialogTarget = { id: string | null; values: ResourceFormValues };

const RULES = formRules(resourceFieldsSchema);
const TYPE_OPTIONS_ID = "resource-type-options";

type Props = {
  target: ResourceDialogTarget | null;
  /** The business's types, offered as the Type field's suggestions. */
  typeNames: readonly string[];
  onClose: () => void;
};

/** Add resource / Edit resource: Name, Type (an existing type or a new one, typed) and Active. */
export function ResourceDialog({ target, typeNames, onClose }: Props) {
  const editing = target?.id != null;
  return (
    <DialogFrame
      open={target !== null}
      size="sm"
      title={editing ? "Edit resource" : "Add resource"}
      description={editing ? undefined : "A room, chair or piece of equipment that a service needs."}
      busy={false}
      onClose={onClose}
    >
      {target ? <ResourceForm target={target} typeNames={typeNames} onDone={onClose} /> : null}
    </DialogFrame>
  );
}

function ResourceForm({
  target,
  typeNames,
  onDone,
}: {
  target: ResourceDialogTarget;
  typeNames: readonly string[];
  onDone: () => void;
}) {
  const editing = target.id !== null;
  const form = useActionForm({
    initial: target.values,
    rules: RULES,
    action: editing ? updateResourceAction : createResourceAction,
    saved: { title: editing ? "Resource Updated" : "Resource Added" },
    failed: { title: "Save Failed", message: "The resource could not be saved." },
    onSaved: onDone,
  });
  return (
    <form noValidate aria-busy={form.pending} onSubmit={form.onSubmit} className="mt-4 space-y-4">
      {editing ? <input type="hidden" name="id" value={target.id ?? ""} /> : null}
      <Input dense label="Name" placeholder="e.g. Room 1" autoComplete="off" {...form.text("name")} />
      <Input
        dense
        label="Type"
        placeholder="e.g. Treatment room"
        hint="Pick one of your types or type a new one. A service needs a free resource of a type."
        autoComplete="off"
        list={TYPE_OPTIONS_ID}
        {...form.text("typeName")}
      />
      <datalist id={TYPE_OPTIONS_ID}>
        {typeNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Checkbox label="Active" hint="Only active resources are given to new bookings." {...form.check("isActive")} />
      <CancelAndSubmit onCancel={onDone} pending={form.pending} pendingText={editing ? "Saving..." : "Adding..."}>
        {editing ? "Save changes" : "Add resource"}
      </CancelAndSubmit>
    </form>
  );
}
