import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { GiftFormValues } from '@d2d/contract';
import { GiftForm } from '@d2d/react';

const blank: GiftFormValues = { gift_first_name: '', gift_last_name: '', gift_email: '', gift_mail_body: '' };

const meta = {
  title: 'Cart/GiftForm',
  component: GiftForm,
  args: { value: blank, onChange: () => {} },
  render: (args) => {
    const [gift, setGift] = useState<GiftFormValues>(args.value);
    return <GiftForm {...args} value={gift} onChange={setGift} />;
  },
  decorators: [(Story) => <div style={{ width: 420 }}><Story /></div>],
} satisfies Meta<typeof GiftForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithErrors: Story = { args: { value: { gift_first_name: 'Sam', gift_last_name: '', gift_email: 'sam@', gift_mail_body: 'hi' }, showAllErrors: true } };
export const Filled: Story = { args: { value: { gift_first_name: 'Sam', gift_last_name: 'Lee', gift_email: 'sam@example.com', gift_mail_body: 'Happy birthday! Enjoy the fleet.' } } };
