import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PayPalButton } from './PayPalButton.js';

afterEach(cleanup);

describe('PayPalButton', () => {
  it("should read 'Pay with PayPal' and start the payment when pressed", () => {
    const onClick = vi.fn();
    render(<PayPalButton enabled onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('should be disabled for a visitor or an empty cart', () => {
    const onClick = vi.fn();
    render(<PayPalButton enabled={false} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Pay with PayPal' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('should be busy and disabled while the payment starts', () => {
    render(<PayPalButton enabled busy onClick={() => {}} />);
    const button = screen.getByRole('button', { name: 'Pay with PayPal' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
