import { useId, useState } from 'react';
import { MESSAGES, SERVER_SWITCH_MAX_TICKS, type SwitchingServerStatus } from '@d2d/contract';
import type { ServerSwitchState } from '@d2d/core';
import { Dialog } from '../Dialog/Dialog.js';

/** Props of {@link ServerSwitchDialog}. */
export interface ServerSwitchDialogProps {
  open: boolean;
  /** The machine's server and the list (`store.streaming.serverSwitch.status`); null while it loads. */
  status: SwitchingServerStatus | null;
  /** The switch (`store.streaming.serverSwitch.state`): its phase picks the step after the confirmation. */
  state: ServerSwitchState;
  /** Starts the switch; `undefined` lets the service pick the next server. */
  onSwitch: (serverId: number | undefined) => void;
  /** Closes the dialog (Escape, Close, Cancel, Done); a running switch goes on. */
  onClose: () => void;
}

type Step = 'explain' | 'confirm';

/**
 * The streaming server switch (spec §2 modals, §4): an explanation, a confirmation with the
 * server to move to, then the progress ticking every 1.8 s up to 10, and 'All Set' or
 * 'Switching server failed'.
 * @example
 * <ServerSwitchDialog open={open} status={status} state={state} onSwitch={(id) => void store.streaming.serverSwitch.start(id)} onClose={close} />
 */
export function ServerSwitchDialog({ open, status, state, onSwitch, onClose }: ServerSwitchDialogProps) {
  const [step, setStep] = useState<Step>('explain');
  const [choice, setChoice] = useState('');
  const selectId = useId();
  const close = () => {
    setStep('explain');
    setChoice('');
    onClose();
  };
  const current = status?.server ?? null;
  const others = (status?.servers ?? []).filter((s) => s.id !== current?.id);

  if (state.phase !== 'idle') {
    const title = state.phase === 'done' ? MESSAGES.allSet : state.phase === 'failed' ? MESSAGES.switchingServerFailed : 'Switching server';
    // a key per step: each step mounts its own dialog, which moves the focus into it
    return (
      <Dialog
        key={state.phase}
        open={open}
        title={title}
        onClose={close}
        size="small"
        role={state.phase === 'failed' ? 'alertdialog' : 'dialog'}
        footer={
          <button type="button" className="d2d-button d2d-button--primary" onClick={close}>
            {state.phase === 'switching' ? 'Close' : 'Done'}
          </button>
        }
      >
        <div className="d2d-server-switch">
          <progress className="d2d-server-switch__progress" aria-label="Server switch progress" max={SERVER_SWITCH_MAX_TICKS} value={state.progress} />
          <p role="status">
            {state.phase === 'switching' && `Moving your Cloud Play machine${state.target ? ` to ${state.target.name}` : ''}… ${state.progress} of ${SERVER_SWITCH_MAX_TICKS}`}
            {state.phase === 'done' && `Your Cloud Play machine now runs on ${state.target?.name ?? 'the new server'}.`}
            {state.phase === 'failed' && (state.reason ?? 'Your Cloud Play machine stays where it was. Please try again later.')}
          </p>
        </div>
      </Dialog>
    );
  }

  if (step === 'explain') {
    return (
      <Dialog
        key="explain"
        open={open}
        title="Switch server"
        onClose={close}
        size="small"
        footer={
          <>
            <button type="button" className="d2d-button" onClick={close}>
              Not now
            </button>
            <button type="button" className="d2d-button d2d-button--primary" onClick={() => setStep('confirm')}>
              Continue
            </button>
          </>
        }
      >
        <p>
          If your stream lags or stutters, move your Cloud Play machine to another server. Your games and files move with it; the switch takes about twenty
          seconds and you cannot stream while it runs.
        </p>
        <p>{current ? `Your machine runs on ${current.name} (${current.region}).` : 'Loading your server…'}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      key="confirm"
      open={open}
      title="Confirm server switch"
      onClose={close}
      size="small"
      footer={
        <>
          <button type="button" className="d2d-button" onClick={close}>
            Cancel
          </button>
          <button type="button" className="d2d-button d2d-button--primary" onClick={() => onSwitch(choice === '' ? undefined : Number(choice))}>
            Switch server
          </button>
        </>
      }
    >
      <div className="d2d-field">
        <label htmlFor={selectId} className="d2d-field__label">
          Move to
        </label>
        <select id={selectId} className="d2d-input" value={choice} onChange={(e) => setChoice(e.target.value)}>
          <option value="">Next available server</option>
          {others.map((s) => (
            <option key={s.id} value={String(s.id)}>
              {s.name} ({s.region})
            </option>
          ))}
        </select>
      </div>
      <p>Streaming stops until the switch is done. Are you sure?</p>
    </Dialog>
  );
}
