/**
 * An add/edit form whose values the screen around it holds (it also shows the list, and a row's Edit
 * fills the form). The form posts its own inputs (`onSubmit`); Cancel closes it either way.
 */
export type EditFormProps<V> = {
  /** The item being edited, or null in add mode. */
  editingId: string | null;
  values: V;
  onChange: (change: Partial<V>) => void;
  errors: Record<string, string>;
  pending: boolean;
  onSubmit: (formData: FormData) => void;
  onCancel: () => void;
};

/**
 * Such a form's <form>: it posts its inputs (and, editing, the item's id) by hand, with the browser's own
 * checks off so the server's messages show next to the fields.
 */
export function EditForm({
  editingId,
  pending,
  onSubmit,
  className,
  labelledBy,
  children,
}: Pick<EditFormProps<unknown>, "editingId" | "pending" | "onSubmit"> & {
  className: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  children: React.ReactNode;
}) {
  return (
    <form
      noValidate
      aria-busy={pending}
      aria-labelledby={labelledBy}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget));
      }}
    >
      {editingId !== null ? <input type="hidden" name="id" value={editingId} /> : null}
      {children}
    </form>
  );
}
