/** An inline form error, shown in red (spec §8). */
export function FieldError({
  id,
  message,
  testId,
}: {
  id?: string;
  message?: string | null;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <p className="qa-field-error" id={id} role="alert" data-testid={testId}>
      {message}
    </p>
  );
}
