import type { OfferButton, OfferButtonAction, OfferButtonPart, OfferDisabledReason } from '@d2d/core';
import { cx } from '../../utils/cx.js';

/** Props of {@link OfferButtonGroup}. */
export interface OfferButtonGroupProps {
  /** Core's offer button of the product (`useOfferButton(product)`). */
  button: OfferButton;
  /** Carries out a press: the store app adds to cart, opens the login dialog, routes, … */
  onAction: (action: OfferButtonAction, part: 'primary' | 'secondary' | 'tertiary') => void;
  /** A press is being carried out (adding to the cart): the buttons are busy. */
  busy?: boolean;
  /** Names the product for screen readers ('Add to Cart, Starfall Tactics'). */
  productTitle?: string;
  size?: 'small' | 'medium';
  className?: string;
}

/** Our wording of why a button is disabled. */
const DISABLED_HINT: Record<OfferDisabledReason, string> = {
  'not-for-sale': 'This title is not for sale.',
  preordered: 'You have pre-ordered this title.',
  'not-buyable-from-country': 'Not available for purchase in your country.',
};

const VARIANT: Partial<Record<OfferButtonAction, string>> = {
  'add-to-cart': 'd2d-button--buy',
  'go-to-cart': 'd2d-button--primary',
  download: 'd2d-button--primary',
  subscribe: 'd2d-button--primary',
  login: 'd2d-button--primary',
  build: 'd2d-button--buy',
};

function Part({ part, onPress, busy, productTitle, size }: { part: OfferButtonPart; onPress: () => void; busy: boolean; productTitle?: string | undefined; size: string }) {
  return (
    <button
      type="button"
      className={cx('d2d-button', VARIANT[part.action], size === 'small' && 'd2d-button--small', 'd2d-offer__button')}
      disabled={part.disabled || busy}
      aria-busy={busy || undefined}
      aria-label={productTitle ? `${part.label}, ${productTitle}` : undefined}
      data-action={part.action}
      onClick={onPress}
    >
      {part.label}
    </button>
  );
}

/**
 * The offer button of a product in every state of spec §4: core's `OfferButton` (its primary
 * button, the secondary and tertiary ones when there are, and why they are disabled) rendered as
 * a group of buttons. Labels, actions and disabled states come from core's state machine; this only renders
 * them and reports presses.
 * @example
 * const button = useOfferButton(product);
 * <OfferButtonGroup button={button} onAction={(action) => handle(action)} />
 */
export function OfferButtonGroup({ button, onAction, busy = false, productTitle, size = 'medium', className }: OfferButtonGroupProps) {
  const reason = button.disabledReason ?? button.secondary?.disabledReason ?? button.tertiary?.disabledReason;
  const hint = reason ? DISABLED_HINT[reason] : null;
  return (
    <div className={cx('d2d-offer', className)} data-state={button.state}>
      <Part part={button} busy={busy} productTitle={productTitle} size={size} onPress={() => onAction(button.action, 'primary')} />
      {button.secondary && (
        <Part part={button.secondary} busy={busy} productTitle={productTitle} size={size} onPress={() => onAction(button.secondary!.action, 'secondary')} />
      )}
      {button.tertiary && (
        <Part part={button.tertiary} busy={busy} productTitle={productTitle} size={size} onPress={() => onAction(button.tertiary!.action, 'tertiary')} />
      )}
      {hint && <p className="d2d-offer__hint">{hint}</p>}
    </div>
  );
}
