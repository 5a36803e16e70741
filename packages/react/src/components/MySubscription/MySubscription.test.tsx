import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import { activeSubscription, endedSubscription, graceSubscription, premiumGames, stoppedSubscription } from '../../fixtures/premium.js';
import { MySubscription, type MySubscriptionProps } from './MySubscription.js';

afterEach(cleanup);

function renderTab(overrides: Partial<MySubscriptionProps> = {}) {
  const props: MySubscriptionProps = {
    subscription: activeSubscription,
    titles: premiumGames,
    siteId: 1,
    onSubscribe: vi.fn(),
    onStopRenewing: vi.fn(async () => {}),
    onCancel: vi.fn(async () => {}),
    loadKeys: vi.fn(async (skuId: number) => [{ skuId, name: 'Steam key', key: `PREM-${skuId}` }]),
    onGift: vi.fn(),
    ...overrides,
  };
  render(<MySubscription {...props} />);
  return props;
}

describe('MySubscription', () => {
  it("should say 'You've not subscribed to the premium plan yet.' and offer to subscribe or gift", () => {
    const props = renderTab({ subscription: null });
    expect(screen.getByText(MESSAGES.notSubscribed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(props.onSubscribe).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Gift a subscription' }));
    expect(props.onGift).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Stop renewing' })).toBeNull();
  });

  it('should show a member the already-subscribed text, the renewal, the titles and a title key', async () => {
    const props = renderTab();
    expect(screen.getByText(MESSAGES.alreadySubscribed)).toBeTruthy();
    expect(screen.getByText(/Your plan renews on .*2030 at \$14\.99 a month\./)).toBeTruthy();
    const titles = screen.getAllByRole('listitem').map((li) => li.querySelector('.d2d-subscription__title-name')?.textContent);
    expect(titles).toEqual(['Rogue Circuit', 'Ember Hollow', 'Tidebreaker']);
    fireEvent.click(screen.getByRole('button', { name: 'Get key of Ember Hollow' }));
    expect(props.loadKeys).toHaveBeenCalledWith(130);
    const keys = await screen.findByRole('list', { name: 'Keys of Ember Hollow' });
    expect(within(keys).getByText('PREM-130')).toBeTruthy();
  });

  it('should stop renewing, and cancel only after confirming', async () => {
    const props = renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'Stop renewing' }));
    expect(props.onStopRenewing).toHaveBeenCalledTimes(1);
    const cancel = screen.getByRole('button', { name: 'Cancel subscription' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(cancel.disabled).toBe(false));
    fireEvent.click(cancel);
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(confirm.textContent).toContain('No refund is made.');
    expect(props.onCancel).not.toHaveBeenCalled();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel subscription' }));
    expect(props.onCancel).toHaveBeenCalledTimes(1);
  });

  it('should show a stopped plan, a failed renewal in its grace, and an ended plan (not as cancelled)', () => {
    renderTab({ subscription: stoppedSubscription });
    expect(screen.getByText(/Renewal is stopped\. Your plan stays active until/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop renewing' })).toBeNull();
    cleanup();
    renderTab({ subscription: graceSubscription });
    expect(screen.getByText(/We could not charge your card for this month's renewal of \$14\.99\. .*ends on .*2030 unless the payment goes through\./)).toBeTruthy();
    cleanup();
    renderTab({ subscription: endedSubscription });
    expect(screen.getByText(/Your premium plan ended on .*2030\./)).toBeTruthy();
    expect(screen.getByText(MESSAGES.notSubscribed)).toBeTruthy();
    expect(screen.queryByText(/cancelled/)).toBeNull();
  });

  it('should show an error of stop renewing', async () => {
    renderTab({ onStopRenewing: () => Promise.reject(new Error(MESSAGES.notSubscribed)) });
    fireEvent.click(screen.getByRole('button', { name: 'Stop renewing' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.notSubscribed);
  });

  it('should list the gifts sent with their codes and claim a gift by its code', async () => {
    const onClaimGift = vi.fn(async () => 'https://pay.example/sandbox/premium/claim1');
    renderTab({
      subscription: null,
      gifts: [{ code: 'AB12CD34', recipient_email: 'friend@example.com', months: 3, status: 'paid', created_at: '2030-06-01T00:00:00.000Z' }],
      onClaimGift,
    });
    const sent = screen.getByRole('region', { name: 'Gifts you sent' });
    expect(sent.textContent).toContain('3 months for friend@example.com: code AB12CD34');
    fireEvent.change(screen.getByRole('textbox', { name: 'Gift code' }), { target: { value: ' ab12cd34 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Claim gift' }));
    expect(onClaimGift).toHaveBeenCalledWith('ab12cd34');
    expect((await screen.findByRole('link', { name: 'Continue to checkout' })).getAttribute('href')).toBe('https://pay.example/sandbox/premium/claim1');
    expect(screen.getByText(/Your card is authorised only/)).toBeTruthy();
  });
});
