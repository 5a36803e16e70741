/**
 * The error line an element shows under its content (a failed load, add or remove): an alert,
 * so screen readers announce it, named `::part(status)`.
 */
export function StatusLine({ message }: { message: string | null }) {
  return message ? (
    <p className="d2d-el-status" role="alert">
      {message}
    </p>
  ) : null;
}
