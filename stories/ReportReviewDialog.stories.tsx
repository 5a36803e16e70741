import type { Meta, StoryObj } from '@storybook/react-vite';
import { ReportReviewDialog } from '@d2d/react';

const meta = {
  title: 'Dialogs/ReportReviewDialog',
  component: ReportReviewDialog,
  args: { open: true, onConfirm: () => {}, onCancel: () => {} },
} satisfies Meta<typeof ReportReviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {};
/** The report is on its way. */
export const Reporting: Story = { args: { busy: true } };
