import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { MESSAGES, SERVER_SWITCH_MAX_TICKS, SERVER_SWITCH_TICK_MS } from '@d2d/contract';
import type { ServerSwitchState } from '@d2d/core';
import { ServerSwitchDialog } from '@d2d/react';
import { idleSwitchStatus } from '../packages/react/src/fixtures/streaming.js';

const idle: ServerSwitchState = { phase: 'idle', progress: 0, target: null, message: null, reason: null };

/** Plays a switch in the story: ticks every 1.8 s up to 10, then All Set. */
function Playground() {
  const [open, setOpen] = useState(true);
  const [state, setState] = useState<ServerSwitchState>(idle);
  useEffect(() => {
    if (state.phase !== 'switching') return undefined;
    const timer = setTimeout(() => {
      const progress = state.progress + 1;
      setState(progress >= SERVER_SWITCH_MAX_TICKS ? { ...state, phase: 'done', progress, message: MESSAGES.allSet } : { ...state, progress });
    }, SERVER_SWITCH_TICK_MS);
    return () => clearTimeout(timer);
  }, [state]);
  return (
    <>
      <button type="button" className="d2d-button" onClick={() => { setState(idle); setOpen(true); }}>Switch server</button>
      <ServerSwitchDialog
        open={open}
        status={idleSwitchStatus}
        state={state}
        onSwitch={(id) => setState({ ...idle, phase: 'switching', target: idleSwitchStatus.servers!.find((s) => s.id === id) ?? idleSwitchStatus.servers![1]! })}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

const meta = {
  title: 'Streaming/ServerSwitchDialog',
  component: ServerSwitchDialog,
  args: { open: true, status: idleSwitchStatus, state: idle, onSwitch: () => {}, onClose: () => {} },
} satisfies Meta<typeof ServerSwitchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole switch: explain, confirm, progress, All Set. */
export const Switch: Story = { render: () => <Playground /> };
/** Half way. */
export const Progress: Story = { args: { state: { ...idle, phase: 'switching', progress: 5, target: idleSwitchStatus.servers![1]! } } };
/** Done. */
export const AllSet: Story = { args: { state: { ...idle, phase: 'done', progress: 10, target: idleSwitchStatus.servers![1]!, message: MESSAGES.allSet } } };
/** Failed. */
export const Failed: Story = { args: { state: { ...idle, phase: 'failed', progress: 10, message: MESSAGES.switchingServerFailed } } };
