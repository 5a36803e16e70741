import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@d2d/contract';
import { KeyDialog } from '@d2d/react';
import { steamKey } from '../packages/react/src/fixtures/library.js';
import { saleGame } from '../packages/react/src/fixtures/products.js';

const meta = {
  title: 'Dialogs/KeyDialog',
  component: KeyDialog,
  args: { open: true, title: saleGame.title, keys: [steamKey], onClose: () => {} },
} satisfies Meta<typeof KeyDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ActivationKey: Story = {};
export const Loading: Story = { args: { keys: null } };
export const PreOrderWithoutKey: Story = { args: { title: 'Lumen Drift', keys: [{ name: 'SecuROM key', key: null, is_securom: true }] } };
export const KeyProblem: Story = { args: { keys: null, error: MESSAGES.activationKeyProblem } };
