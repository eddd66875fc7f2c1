import { Input } from "./input";

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

type Props = {
  label: string;
  /** The picker's accessible name; the hex text field carries `label`. */
  pickerLabel: string;
  name: string;
  /** The hex text as typed, e.g. '#0ea5e9'. */
  value: string;
  /** Shown by the picker while the typed text is not a full hex colour. */
  fallback: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
};

/**
 * A colour as a picker plus its hex text. Only the text is posted, so what the user typed (even an
 * invalid colour) reaches the server and its message shows under the text field.
 */
export function ColorField({
  label,
  pickerLabel,
  name,
  value,
  fallback,
  onChange,
  error,
  hint,
  className = "",
}: Props) {
  return (
    <div className={`flex items-end gap-3 ${className}`}>
      <input
        type="color"
        aria-label={pickerLabel}
        value={HEX_COLOR.test(value) ? value.toLowerCase() : fallback}
        onChange={onChange}
        className="mb-[2px] h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      />
      <Input
        className="flex-1"
        label={label}
        name={name}
        maxLength={7}
        placeholder={fallback}
        value={value}
        onChange={onChange}
        hint={hint}
        error={error}
      />
    </div>
  );
}
