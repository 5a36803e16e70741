import { Suspense, lazy, useState } from 'react';
import { cx } from '../../utils/cx.js';
import type { AdsDrmLinks } from './AdsDrmInstructionsDialog.js';

// few visitors open it: the dialog stays out of the page's script until then
const AdsDrmInstructionsDialog = lazy(() => import('./AdsDrmInstructionsDialog.js').then((module) => ({ default: module.AdsDrmInstructionsDialog })));

/** Props of {@link AdsDrmInstructionsButton}. */
export interface AdsDrmInstructionsButtonProps {
  /** The ADS title it is shown for, if any. */
  title?: string;
  /** Links to the trade-in and rental lists, passed to the dialog. */
  links?: AdsDrmLinks;
  /** The button's text (default 'ADS-DRM instructions'). */
  label?: string;
  className?: string;
}

/**
 * A button that opens the ADS-DRM instructions dialog (loaded when first opened): beside an ADS
 * title's DRM row and on the ADS lists (`/pc/adsdrm`).
 * @example
 * <AdsDrmInstructionsButton title={product.title} links={{ tradeIn: '#!/pc/adsdrm?pType=1', rental: '#!/pc/adsdrm?pType=2' }} />
 */
export function AdsDrmInstructionsButton({ title, links, label = 'ADS-DRM instructions', className }: AdsDrmInstructionsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={cx('d2d-button d2d-button--small', className)} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Suspense fallback={null}>
        {open && <AdsDrmInstructionsDialog open {...(title ? { title } : {})} {...(links ? { links } : {})} onClose={() => setOpen(false)} />}
      </Suspense>
    </>
  );
}
