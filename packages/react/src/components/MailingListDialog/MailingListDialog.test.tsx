import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { createTestStore, type Routes } from '../../test/testStore.js';
import { MailingListDialog } from './MailingListDialog.js';
import { MAILING_LIST_TEXT } from './MailingListSignUp.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(routes: Routes) {
  const { store, requests } = createTestStore(routes, { site: 2 });
  stores.push(store);
  render(
    <StoreProvider store={store} restoreSession={false}>
      <MailingListDialog open onClose={() => {}} />
    </StoreProvider>,
  );
  return { requests };
}

function join(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: MAILING_LIST_TEXT.submit }));
}

describe('MailingListDialog', () => {
  it('should join the list from the store region and display the coupon code', async () => {
    const { requests } = setup({ 'POST /d2d/mailchimp/subscribe': () => ({ success: true, coupon_code: 'WELCOME10UK' }) });
    expect(screen.getByRole('dialog', { name: 'Mailing list' })).toBeTruthy();
    join('fan@example.com');
    expect(await screen.findByText('WELCOME10UK')).toBeTruthy();
    expect(screen.getByText(MAILING_LIST_TEXT.couponTerms)).toBeTruthy();
    expect(await requests[0]!.clone().json()).toEqual({ email: 'fan@example.com', region_id: 2 });
  });

  it('should say so when the address had its coupon before', async () => {
    setup({ 'POST /d2d/mailchimp/subscribe': () => ({ success: true, coupon_code: null }) });
    join('fan@example.com');
    expect(await screen.findByText(MAILING_LIST_TEXT.noCoupon)).toBeTruthy();
    expect(screen.queryByText(MAILING_LIST_TEXT.couponHeading)).toBeNull();
  });

  it('should check the address before sending and show a failed call', async () => {
    const { requests } = setup({
      'POST /d2d/mailchimp/subscribe': () => new Response(JSON.stringify({ message: 'down' }), { status: 503, headers: { 'content-type': 'application/json' } }),
    });
    join('fan@');
    expect(screen.getByText(MESSAGES.invalidEmailAddress)).toBeTruthy();
    expect(requests).toHaveLength(0);
    join('fan@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.serviceUnavailable);
  });
});
