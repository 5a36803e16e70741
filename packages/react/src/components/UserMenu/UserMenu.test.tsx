import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { UserMenu } from './UserMenu.js';

afterEach(cleanup);

describe('UserMenu', () => {
  it('should offer Login and Sign Up to a visitor', () => {
    const onLogin = vi.fn();
    const onSignUp = vi.fn();
    render(<UserMenu signedIn={false} onLogin={onLogin} onSignUp={onSignUp} />);
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(onLogin).toHaveBeenCalledOnce();
    expect(onSignUp).toHaveBeenCalledOnce();
  });

  it('should show the shopper with My Account and Logout', () => {
    const onLogout = vi.fn();
    render(<UserMenu signedIn name="jane@example.com" vipTier="Silver" accountHref="#!/my-account" onLogout={onLogout} />);
    const button = screen.getByRole('button', { name: /jane@example.com/ });
    expect(button.textContent).toContain('Silver');
    // the e-mail is a visible label of the button, not only its accessible name
    expect(button.querySelector('.d2d-user__name')?.textContent).toBe('jane@example.com');
    expect(button.querySelector('.d2d-user__name')?.getAttribute('title')).toBe('jane@example.com');
    fireEvent.click(button);
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('#!/my-account');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
