import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import { ReportReviewDialog } from './ReportReviewDialog.js';

afterEach(cleanup);

describe('ReportReviewDialog', () => {
  it('should ask before reporting, as an alert dialog described by its question, with focus on Cancel', () => {
    render(<ReportReviewDialog open onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Report abuse' });
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(MESSAGES.reviewReportConfirm);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('should confirm with Report and cancel with Cancel or Escape', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ReportReviewDialog open onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('should ignore Report while the report is being sent', () => {
    const onConfirm = vi.fn();
    render(<ReportReviewDialog open busy onConfirm={onConfirm} onCancel={() => {}} />);
    const report = screen.getByRole('button', { name: 'Reporting…' });
    expect(report.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(report);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should render nothing while closed', () => {
    render(<ReportReviewDialog open={false} onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
