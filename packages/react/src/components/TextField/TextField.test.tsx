import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './TextField.js';

afterEach(cleanup);

describe('TextField', () => {
  it('should label its input and pass input props through', () => {
    const onChange = vi.fn();
    render(<TextField label="E-mail" type="email" value="" autoComplete="email" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(input.type).toBe('email');
    expect(input.autocomplete).toBe('email');
    fireEvent.change(input, { target: { value: 'jane@example.com' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('should be valid and undescribed without an error or hint', () => {
    render(<TextField label="Name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('should mark the input invalid and describe it by its error and hint', () => {
    render(<TextField label="Password" type="password" error="This field is required." hint="8 to 16 characters, with at least 1 number." />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['This field is required.', '8 to 16 characters, with at least 1 number.']);
  });

  it('should forward its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Code" />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Code' }));
  });
});
