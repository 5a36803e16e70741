import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import { AGE_GATE_TEXT, AgeGate } from './AgeGate.js';

afterEach(cleanup);

// a fixed day, so no test depends on the calendar
const today = () => new Date(2026, 5, 15);

function enter(month: string, day: string, year: string) {
  fireEvent.change(screen.getByLabelText(AGE_GATE_TEXT.month), { target: { value: month } });
  fireEvent.change(screen.getByLabelText(AGE_GATE_TEXT.day), { target: { value: day } });
  fireEvent.change(screen.getByLabelText(AGE_GATE_TEXT.year), { target: { value: year } });
  fireEvent.click(screen.getByRole('button', { name: AGE_GATE_TEXT.submit }));
}

describe('AgeGate', () => {
  it('should open in the init state with the mature notice and the birthday prompt', () => {
    const { container } = render(<AgeGate onPass={() => {}} today={today} />);
    expect(screen.getByText(MESSAGES.matureAudiencesOnly)).toBeTruthy();
    expect(screen.getByRole('form', { name: MESSAGES.matureAudiencesOnly })).toBeTruthy();
    expect(container.querySelector('form')?.dataset.state).toBe('init');
    expect(screen.getByLabelText(AGE_GATE_TEXT.year).querySelectorAll('option')[1]?.textContent).toBe('2026');
  });

  it('should refuse a viewer under 18 and keep asking', () => {
    const onPass = vi.fn();
    const { container } = render(<AgeGate onPass={onPass} today={today} />);
    // 18 tomorrow
    enter('6', '16', '2008');
    expect(screen.getByRole('alert').textContent).toBe(AGE_GATE_TEXT.underage);
    expect(container.querySelector('form')?.dataset.state).toBe('invalid');
    expect(screen.getByLabelText(AGE_GATE_TEXT.month).getAttribute('aria-invalid')).toBe('true');
    expect(onPass).not.toHaveBeenCalled();
  });

  it('should ask for every part and a real day', () => {
    const onPass = vi.fn();
    render(<AgeGate onPass={onPass} today={today} />);
    enter('', '1', '1990');
    expect(screen.getByRole('alert').textContent).toBe(AGE_GATE_TEXT.required);
    enter('4', '31', '1990');
    expect(screen.getByRole('alert').textContent).toBe(AGE_GATE_TEXT.invalidDate);
    expect(onPass).not.toHaveBeenCalled();
  });

  it('should let a viewer through who turns 18 today', () => {
    const onPass = vi.fn();
    const onResult = vi.fn();
    render(<AgeGate onPass={onPass} onResult={onResult} today={today} />);
    enter('6', '15', '2008');
    expect(onPass).toHaveBeenCalledOnce();
    expect(onResult).toHaveBeenCalledWith({ status: 'valid', age: 18 });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
