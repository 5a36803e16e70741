import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ProgressDialog } from './ProgressDialog.js';

afterEach(cleanup);

describe('ProgressDialog', () => {
  it('should be a titled modal announcing what is happening', () => {
    render(<ProgressDialog open message="Processing your order…" />);
    const dialog = screen.getByRole('dialog', { name: 'Please wait' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Processing your order…');
  });

  it('should not be dismissable: no close button, and Escape leaves it open', () => {
    render(<ProgressDialog open title="Checking out" message="Preparing your checkout…" />);
    const dialog = screen.getByRole('dialog', { name: 'Checking out' });
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Checking out' })).toBeTruthy();
  });

  it('should render nothing when closed', () => {
    render(<ProgressDialog open={false} message="Processing your order…" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
