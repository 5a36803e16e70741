import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Countdown } from './Countdown.js';

afterEach(cleanup);

describe('Countdown', () => {
  it('should show days, hours, minutes and seconds and speak them in its name', () => {
    render(<Countdown label="Sale ends in" value={{ days: 2, hours: 3, minutes: 4, seconds: 5, ended: false }} />);
    const timer = screen.getByRole('timer', { name: 'Sale ends in 2 days 3 hours 4 minutes 5 seconds' });
    expect(timer.textContent).toContain('2d03h04m05s');
  });

  it('should disappear once the offer ended', () => {
    const { container } = render(<Countdown value={{ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true }} />);
    expect(container.innerHTML).toBe('');
  });
});
