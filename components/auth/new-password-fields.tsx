import { MIN_PASSWORD_LENGTH } from "@/lib/auth/schema";
import { PasswordField } from "./password-field";

type Props = {
  /** 'New ' on a reset: 'New Password', 'Confirm New Password'. */
  labelPrefix?: string;
  errors: Partial<Record<string, string>>;
  rules: { password: object; confirmPassword: object };
};

/** A new password and its confirmation (posted as password and confirmPassword): Register and Set Password. */
export function NewPasswordFields({ labelPrefix = "", errors, rules }: Props) {
  return (
    <>
      <PasswordField
        label={`${labelPrefix}Password`}
        name="password"
        autoComplete="new-password"
        required
        {...rules.password}
        error={errors.password}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
      />
      <PasswordField
        label={`Confirm ${labelPrefix}Password`}
        name="confirmPassword"
        autoComplete="new-password"
        required
        {...rules.confirmPassword}
        error={errors.confirmPassword}
      />
    </>
  );
}
