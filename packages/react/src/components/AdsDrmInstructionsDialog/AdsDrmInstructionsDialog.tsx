import { useId } from 'react';
import { Dialog } from '../Dialog/Dialog.js';

/** Where the dialog's list links lead: the ADS titles to trade in and to rent (`/pc/adsdrm?pType=1` and `2`). */
export interface AdsDrmLinks {
  tradeIn: string;
  rental: string;
}

/** Props of {@link AdsDrmInstructionsDialog}. */
export interface AdsDrmInstructionsDialogProps {
  open: boolean;
  /** The ADS title the dialog was opened from; without it the dialog speaks of ADS titles in general. */
  title?: string;
  /** Links to the trade-in and rental lists; without them the lists are not linked. */
  links?: AdsDrmLinks;
  onClose: () => void;
}

/**
 * The ADS-DRM instructions modal (spec §2 Modals; the ADS reminder's sense, spec §2 Cart): an
 * ADS title cannot be played on the third-party game platform, but an owner can trade it in for
 * wallet credit, and it can be rented for a few days instead of bought.
 * @example
 * <AdsDrmInstructionsDialog open title="Rogue Circuit"
 *   links={{ tradeIn: '#!/pc/adsdrm?pType=1', rental: '#!/pc/adsdrm?pType=2' }} onClose={close} />
 */
export function AdsDrmInstructionsDialog({ open, title, links, onClose }: AdsDrmInstructionsDialogProps) {
  const bodyId = useId();
  const subject = title ?? 'An ADS title';
  // a list is another page: the dialog goes with it
  const list = (href: string, text: string) => (
    <a href={href} onClick={onClose}>
      {text}
    </a>
  );
  return (
    <Dialog
      open={open}
      title="ADS-DRM Instructions"
      onClose={onClose}
      size="small"
      describedBy={bodyId}
      footer={
        <button type="button" className="d2d-button d2d-button--primary" onClick={onClose}>
          OK
        </button>
      }
    >
      <div id={bodyId} className="d2d-message">
        <p>
          {subject} uses ADS DRM: it cannot be played on the third-party game platform. It is delivered, played and kept through this store.
        </p>
        <h3 className="d2d-summary__heading">Trade it in</h3>
        <p>Once you own an ADS title you can trade it in from My games for wallet credit, and spend the credit in the cart. A traded-in title cannot be bought again.</p>
        <h3 className="d2d-summary__heading">Rent it</h3>
        <p>Rather than buying it, you can rent an ADS title for 1 to 5 days; it shows in My games with the time left until it expires.</p>
        {links && (
          <ul className="d2d-summary__links">
            <li>{list(links.tradeIn, 'Trade-In Games')}</li>
            <li>{list(links.rental, 'Rental Games')}</li>
          </ul>
        )}
      </div>
    </Dialog>
  );
}
