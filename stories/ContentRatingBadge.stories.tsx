import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContentRatingBadge } from '@d2d/react';

const meta = {
  title: 'Catalogue/ContentRatingBadge',
  component: ContentRatingBadge,
  args: { rating: { code: 500, system: 'ESRB', descriptors: ['Fantasy Violence', 'Mild Language'] }, showDescriptors: true },
} satisfies Meta<typeof ContentRatingBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EsrbTeen: Story = {};
export const EsrbMature: Story = { args: { rating: { code: 600, system: 'ESRB' } } };
export const Pegi16: Story = { args: { rating: { code: 2400, system: 'PEGI' } } };
export const PegiNotRated: Story = { args: { rating: { code: 2700, system: 'PEGI' } } };
