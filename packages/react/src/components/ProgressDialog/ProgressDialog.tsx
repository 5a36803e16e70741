import { Dialog } from '../Dialog/Dialog.js';

/** Props of {@link ProgressDialog}. */
export interface ProgressDialogProps {
  open: boolean;
  /** What is happening, e.g. 'Processing your order…'. */
  message: string;
  title?: string;
}

/**
 * The in-progress modal (spec §2): shown until the order is confirmed; it cannot be dismissed.
 * @example
 * <ProgressDialog open={state.step === 'creating'} message="Preparing your checkout…" />
 */
export function ProgressDialog({ open, message, title = 'Please wait' }: ProgressDialogProps) {
  return (
    <Dialog open={open} title={title} onClose={() => {}} dismissable={false} size="small">
      <div className="d2d-progress" role="status">
        <span className="d2d-spinner" aria-hidden="true" />
        <p>{message}</p>
      </div>
    </Dialog>
  );
}
