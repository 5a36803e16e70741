import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs.js';

afterEach(cleanup);

function Harness() {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs label="Product" selected={tab} onSelect={setTab} tabs={[{ key: 'a', label: 'Summary' }, { key: 'b', label: 'Reviews' }, { key: 'c', label: 'Videos' }]}>
      <p>Panel {tab}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('should label the panel by the selected tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tabpanel', { name: 'Summary' }).textContent).toBe('Panel a');
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('tabpanel', { name: 'Reviews' }).textContent).toBe('Panel b');
  });

  it('should move with arrows, Home and End, keeping only the selected tab tabbable', () => {
    render(<Harness />);
    const summary = screen.getByRole('tab', { name: 'Summary' });
    fireEvent.keyDown(summary, { key: 'ArrowLeft' });
    const videos = screen.getByRole('tab', { name: 'Videos' });
    expect(videos.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(videos);
    expect(summary.tabIndex).toBe(-1);
    fireEvent.keyDown(videos, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'Summary' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Summary' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Videos' }).getAttribute('aria-selected')).toBe('true');
  });
});
