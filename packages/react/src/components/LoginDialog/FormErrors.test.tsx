import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormErrors } from './FormErrors.js';

afterEach(cleanup);

describe('FormErrors', () => {
  it('should announce each failure message in one alert', () => {
    render(<FormErrors messages={['(Login failed. Please try again.)', 'Please confirm your e-mail first.']} />);
    const alert = screen.getByRole('alert');
    expect([...alert.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['(Login failed. Please try again.)', 'Please confirm your e-mail first.']);
  });

  it('should show its action with the messages', () => {
    render(
      <FormErrors messages={['Please confirm your e-mail first.']}>
        <button type="button">Resend</button>
      </FormErrors>,
    );
    expect(screen.getByRole('alert').contains(screen.getByRole('button', { name: 'Resend' }))).toBe(true);
  });

  it('should render nothing, not even its action, without messages', () => {
    const { container } = render(
      <FormErrors messages={[]}>
        <button type="button">Resend</button>
      </FormErrors>,
    );
    expect(container.innerHTML).toBe('');
  });
});
