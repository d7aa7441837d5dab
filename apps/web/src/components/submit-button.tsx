/** A form's submit button: disabled, and saying so, while its call is under way. */
export function SubmitButton({
  busy,
  label,
  busyLabel = 'در حال پردازش...',
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
}) {
  return (
    <button type="submit" className="button" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}
