import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ContentRatingBadge } from './ContentRatingBadge.js';
import { DiscountBadge } from '../DiscountBadge/DiscountBadge.js';

afterEach(cleanup);

describe('ContentRatingBadge', () => {
  it('should name the ESRB rating on the US site', () => {
    render(<ContentRatingBadge rating={{ code: 500, system: 'ESRB' }} />);
    expect(screen.getByRole('img', { name: 'ESRB rating: Teen' }).textContent).toBe('T');
  });

  it('should show the PEGI age on the UK and EU sites', () => {
    render(<ContentRatingBadge rating={{ code: 2400, system: 'PEGI' }} />);
    expect(screen.getByRole('img', { name: 'PEGI rating: PEGI 16' }).textContent).toBe('16');
  });

  it('should infer the system from the code and show descriptors on request', () => {
    render(<ContentRatingBadge rating={{ code: 600, descriptors: ['Blood', 'Violence'] }} showDescriptors />);
    expect(screen.getByRole('img', { name: 'ESRB rating: Mature' })).toBeTruthy();
    expect(screen.getByText('Blood, Violence')).toBeTruthy();
  });

  it('should render nothing without a rating', () => {
    const { container } = render(<ContentRatingBadge rating={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('DiscountBadge', () => {
  it('should show the percentage off with an accessible name', () => {
    render(<DiscountBadge percent={50} />);
    expect(screen.getByLabelText('50% off').textContent).toBe('-50%');
  });

  it('should render nothing without a discount', () => {
    const { container } = render(<DiscountBadge percent={0} />);
    expect(container.innerHTML).toBe('');
  });
});
