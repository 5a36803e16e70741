import { useId, useRef } from 'react';
import { MESSAGES } from '@d2d/contract';
import { Dialog } from '../Dialog/Dialog.js';

/** Props of {@link ReportReviewDialog}. */
export interface ReportReviewDialogProps {
  open: boolean;
  /** While the report is being sent: the Report button ignores presses. */
  busy?: boolean;
  /** The shopper confirmed the report. */
  onConfirm: () => void;
  /** The shopper cancelled (Cancel, Escape or the close button). */
  onCancel: () => void;
}

/**
 * The report-abuse confirmation (spec §2 modals, §4 "reported after confirmation"): an alert
 * dialog asking before a review is reported; focus starts on Cancel, so Enter never reports by
 * accident.
 * @example
 * <ReportReviewDialog open={open} busy={sending} onConfirm={report} onCancel={() => setOpen(false)} />
 */
export function ReportReviewDialog({ open, busy = false, onConfirm, onCancel }: ReportReviewDialogProps) {
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      title="Report abuse"
      onClose={onCancel}
      size="small"
      role="alertdialog"
      describedBy={bodyId}
      initialFocus={cancelRef}
      footer={
        <>
          <button ref={cancelRef} type="button" className="d2d-button" onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className="d2d-button d2d-button--danger"
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onConfirm();
            }}
          >
            {busy ? 'Reporting…' : 'Report'}
          </button>
        </>
      }
    >
      <p id={bodyId} className="d2d-message">
        {MESSAGES.reviewReportConfirm}
      </p>
    </Dialog>
  );
}
