import { useDisclosure } from '../../hooks/useDisclosure.js';
import { cx } from '../../utils/cx.js';

/** Props of {@link UserMenu}. */
export type UserMenuProps =
  | {
      /** A visitor: Login and Sign Up buttons. */
      signedIn: false;
      onLogin: () => void;
      onSignUp: () => void;
      className?: string;
    }
  | {
      signedIn: true;
      /** What the header shows: the e-mail, or the user name for a temporary e-mail (core's `headerName`). */
      name: string;
      /** The VIP tier's name, when the shopper has one. */
      vipTier?: string | null;
      /** The account page. */
      accountHref: string;
      onLogout: () => void;
      className?: string;
    };

/**
 * The user panel of the navigation (spec §2): My Account and Logout for a shopper, Login and
 * Sign Up for a visitor.
 * @example
 * <UserMenu signedIn name="jane@example.com" accountHref="#!/my-account" onLogout={logout} />
 */
export function UserMenu(props: UserMenuProps) {
  const menu = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  const { close } = menu;

  if (!props.signedIn) {
    return (
      <div className={cx('d2d-user', props.className)}>
        <button type="button" className="d2d-button d2d-button--ghost d2d-button--small" onClick={props.onLogin}>
          Login
        </button>
        <button type="button" className="d2d-button d2d-button--primary d2d-button--small" onClick={props.onSignUp}>
          Sign Up
        </button>
      </div>
    );
  }
  return (
    <div ref={menu.rootRef} className={cx('d2d-user', 'd2d-user--signed-in', props.className)}>
      <button type="button" className="d2d-button d2d-button--ghost d2d-button--small d2d-user__button" {...menu.triggerProps}>
        <svg viewBox="0 0 24 24" aria-hidden="true" className="d2d-user__icon">
          <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5z" />
        </svg>
        {/* shown at every width (spec §2); a shortened e-mail reads whole on hover */}
        <span className="d2d-user__name" title={props.name}>
          {props.name}
        </span>
        {props.vipTier && <span className="d2d-vip-badge">{props.vipTier}</span>}
      </button>
      <div className="d2d-popover d2d-user__panel" {...menu.panelProps}>
        <ul className="d2d-user__links">
          <li>
            <a href={props.accountHref} onClick={close}>
              My Account
            </a>
          </li>
          <li>
            <button
              type="button"
              className="d2d-button d2d-button--ghost d2d-button--block"
              onClick={() => {
                close();
                props.onLogout();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
