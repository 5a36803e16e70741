import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartSchema, inventoryPageSchema, orderPageSchema, purchaseCompletionSchema } from '@d2d/contract';
import { P, openOrdersKit, type Buyer, type OrdersKit } from './__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

const giftFor = (email: string) => ({ gift_first_name: 'Bo', gift_last_name: 'Lee', gift_email: email, gift_mail_body: 'Happy birthday, Bo!' });

async function buyGift(buyer: Buyer, email: string, ...products: number[]) {
  await kit.add(buyer, ...products);
  const answer = await kit.checkout(buyer, { gift: giftFor(email) });
  expect((await kit.payHosted(answer.call_url as string)).json()).toMatchObject({ status: 'success' });
  return answer;
}

describe('gift purchases', () => {
  it("should land in an existing recipient's library with the sender's e-mail, and mail the recipient", async () => {
    const ana = await kit.buyer();
    const bo = await kit.buyer({ email: 'bo@example.com' });
    const answer = await buyGift(ana, 'Bo@Example.com', P.plainA);

    const receipt = await kit.ok(ana, 'GET', `/api/account/complete_purchased/${answer.payment_id}`, purchaseCompletionSchema);
    expect(receipt.gift_to_email).toBe('bo@example.com');
    const boLibrary = await kit.ok(bo, 'GET', '/api/account/inventories', inventoryPageSchema);
    expect(boLibrary.items).toHaveLength(1);
    expect(boLibrary.items[0]).toMatchObject({ gift_from_email: ana.email, product_item: { title: 'Copper Gambit' } });
    expect(boLibrary.items[0]?.game_keys?.[0]?.key).toBeTruthy();
    expect((await kit.ok(ana, 'GET', '/api/account/inventories', inventoryPageSchema)).items).toEqual([]);

    const history = await kit.ok(ana, 'GET', '/api/account/purchases', orderPageSchema);
    expect(history.items[0]?.to_account).toEqual({ email: 'bo@example.com' });
    const mails = await kit.db.selectFrom('outbox').select(['to', 'subject', 'text']).orderBy('id').execute();
    expect(mails.map((m) => m.to)).toEqual([ana.email, 'bo@example.com']);
    expect(mails[1]?.subject).toBe('buyer1 sent you a gift');
    expect(mails[1]?.text).toContain('Message: Happy birthday, Bo!');
  });

  it('should hold a gift for an e-mail without an account until that e-mail signs up and is confirmed', async () => {
    const ana = await kit.buyer();
    await buyGift(ana, 'new@example.com', P.plainA);
    const held = await kit.db.selectFrom('inventory_items').select(['account_id', 'held_for_email']).executeTakeFirstOrThrow();
    expect(held).toEqual({ account_id: null, held_for_email: 'new@example.com' });

    const unconfirmed = await kit.buyer({ email: 'new@example.com', confirmed: false });
    expect((await kit.ok(unconfirmed, 'GET', '/api/account/inventories', inventoryPageSchema)).items).toEqual([]);
    await kit.db.updateTable('accounts').set({ email_confirmed_at: Date.now() }).where('id', '=', unconfirmed.id).execute();
    const library = await kit.ok(unconfirmed, 'GET', '/api/account/inventories', inventoryPageSchema);
    expect(library.items.map((i) => [i.product_item.title, i.gift_from_email])).toEqual([['Copper Gambit', ana.email]]);
  });

  it('should refuse a second gift of a game already held for the same recipient', async () => {
    const ana = await kit.buyer();
    await buyGift(ana, 'new@example.com', P.plainA);
    await kit.add(ana, P.plainA);
    const res = await kit.call(ana, 'POST', '/api/account/shopping_carts/checkout', { redirect_url: 'https://store.test/', gift: giftFor('new@example.com') });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.base).toEqual(['The recipient email already owns: Copper Gambit.']);
  });

  it('should use the gift set on the cart when the checkout body has none', async () => {
    const ana = await kit.buyer();
    const bo = await kit.buyer({ email: 'bo@example.com' });
    const cart = await kit.add(ana, P.plainB);
    await kit.ok(ana, 'PUT', `/api/account/shopping_carts/${cart.id}`, cartSchema, { gift: giftFor(bo.email) });
    const answer = await kit.checkout(ana);
    await kit.payHosted(answer.call_url as string);
    expect((await kit.ok(bo, 'GET', '/api/account/inventories', inventoryPageSchema)).items).toHaveLength(1);
  });
});
