import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { GiftFormValues } from '@d2d/contract';
import { GiftForm } from './GiftForm.js';

afterEach(cleanup);

function Harness({ start = {} as GiftFormValues, all = false }) {
  const [value, setValue] = useState<GiftFormValues>(start);
  return <GiftForm value={value} onChange={setValue} showAllErrors={all} />;
}

describe('GiftForm', () => {
  it("should require every field with the spec's messages", () => {
    render(<Harness all />);
    expect(screen.getAllByText('This field is required.')).toHaveLength(4);
  });

  it('should limit names to 20 characters and check the e-mail', () => {
    render(<Harness all start={{ gift_first_name: 'x'.repeat(21), gift_last_name: 'Doe', gift_email: 'nope', gift_mail_body: 'Enjoy!' }} />);
    expect(screen.getByText('Input text can not be more than 20 characters.')).toBeTruthy();
    expect(screen.getByText('This is not a valid email.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: "Recipient's first name" }).getAttribute('aria-invalid')).toBe('true');
  });

  it('should keep the message between 3 and 256 characters', () => {
    render(<Harness start={{ gift_first_name: 'A', gift_last_name: 'B', gift_email: 'a@example.com', gift_mail_body: '' }} />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(message, { target: { value: 'hi' } });
    fireEvent.blur(message);
    expect(screen.getByText('Input text can not be less than 3 characters.')).toBeTruthy();
    fireEvent.change(message, { target: { value: 'x'.repeat(257) } });
    expect(screen.getByText('Input text can not be more than 256 characters.')).toBeTruthy();
    expect(screen.getByText('257 / 256')).toBeTruthy();
  });

  it('should show server errors on their field', () => {
    render(<GiftForm value={{}} onChange={() => {}} errors={{ gift_email: 'already owns this game, is invalid' }} />);
    expect(screen.getByText('already owns this game, is invalid')).toBeTruthy();
  });
});
