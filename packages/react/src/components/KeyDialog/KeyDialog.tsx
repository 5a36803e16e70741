import { useState } from 'react';
import type { ActivationKey } from '@d2d/contract';
import { Dialog } from '../Dialog/Dialog.js';

/** Props of {@link KeyDialog}. */
export interface KeyDialogProps {
  open: boolean;
  /** The game's title. */
  title: string;
  /** The keys to show; `null` while loading. */
  keys: readonly ActivationKey[] | null;
  /** The error to show instead (e.g. the activation-key problem text). */
  error?: string | null;
  onClose: () => void;
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className="d2d-button d2d-button--small"
      aria-label={copied ? `${label} copied` : `Copy ${label}`}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => setCopied(false));
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

/**
 * The key display and activation-key dialogs (spec §2): each key with its name, the key itself
 * (selectable, with a copy button), its instructions and whether it was redeemed.
 * @example
 * <KeyDialog open title="Starfall Tactics" keys={item.game_keys} onClose={close} />
 */
export function KeyDialog({ open, title, keys, error, onClose }: KeyDialogProps) {
  return (
    <Dialog open={open} title={`Activation key: ${title}`} onClose={onClose} size="small">
      {error ? (
        <p className="d2d-alert d2d-alert--error" role="alert">
          {error}
        </p>
      ) : keys === null ? (
        <p role="status">Loading your key…</p>
      ) : keys.length === 0 ? (
        <p>This game has no activation key.</p>
      ) : (
        <ul className="d2d-keys">
          {keys.map((k, i) => (
            <li key={`${k.name}-${i}`} className="d2d-keys__item">
              <p className="d2d-keys__name">{k.name}</p>
              {k.key ? (
                <p className="d2d-keys__row">
                  <code className="d2d-keys__key">{k.key}</code>
                  <CopyButton text={k.key} label={`key for ${k.name}`} />
                </p>
              ) : (
                <p>The key will be available when the game is released.</p>
              )}
              {k.entitlement_status === 'redeemed' && <p className="d2d-field__hint">Redeemed</p>}
              {k.instructions && <p className="d2d-field__hint">{k.instructions}</p>}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
