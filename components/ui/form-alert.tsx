/** A form's failure that no field shows (e.g. 'Invalid email or password'), read out as it appears. */
export function FormAlert({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <p role="alert" data-testid={testId} className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}
