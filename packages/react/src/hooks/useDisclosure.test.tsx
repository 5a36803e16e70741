import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useDisclosure } from './useDisclosure.js';

afterEach(cleanup);

function Menu() {
  const menu = useDisclosure<HTMLDivElement, HTMLButtonElement>();
  return (
    <>
      <div ref={menu.rootRef}>
        <button type="button" {...menu.triggerProps}>
          Platforms
        </button>
        <div {...menu.panelProps}>
          <a href="#!/pc">PC</a>
          <button type="button" onClick={menu.close}>
            Done
          </button>
        </div>
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

function setup() {
  render(<Menu />);
  const trigger = screen.getByRole('button', { name: 'Platforms' });
  const panel = document.getElementById(trigger.getAttribute('aria-controls')!)!;
  return { trigger, panel, open: () => fireEvent.click(trigger) };
}

describe('useDisclosure', () => {
  it('should tie the button to the panel it shows and hides', () => {
    const { trigger, panel, open } = setup();
    expect(panel).toBeTruthy();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
    open();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('should close on Escape and give focus back to the button', () => {
    const { trigger, open } = setup();
    open();
    screen.getByRole('link', { name: 'PC' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('should leave focus alone on Escape while closed', () => {
    const { trigger } = setup();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.activeElement).toBe(elsewhere);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('should close on a press outside but not on one inside', () => {
    const { trigger, open } = setup();
    open();
    fireEvent.mouseDown(screen.getByRole('link', { name: 'PC' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.mouseDown(document.body);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    open();
    fireEvent.touchStart(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('should close when focus moves outside, and stay open while it moves inside', () => {
    const { trigger, open } = setup();
    open();
    const link = screen.getByRole('link', { name: 'PC' });
    fireEvent.focusOut(trigger, { relatedTarget: link });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    // focus went nowhere (the focused element was removed or disabled)
    fireEvent.focusOut(link, { relatedTarget: null });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.focusOut(link, { relatedTarget: screen.getByRole('button', { name: 'Elsewhere' }) });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).not.toBe(trigger);
  });

  it('should close from inside without moving focus', () => {
    const { trigger, open } = setup();
    open();
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    fireEvent.click(done);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('should shift an open panel that would run off the left edge back inside the screen', () => {
    const { panel, open } = setup();
    const width = document.documentElement.clientWidth || window.innerWidth;
    const rect = vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue({ left: -150, right: 210, width: 360, top: 60, bottom: 400, height: 340, x: -150, y: 60, toJSON: () => ({}) });
    open();
    expect(panel.style.getPropertyValue('translate')).toBe('158px 0');
    rect.mockReturnValue({ left: width - 100, right: width + 260, width: 360, top: 60, bottom: 400, height: 340, x: width - 100, y: 60, toJSON: () => ({}) });
    fireEvent(window, new Event('resize'));
    expect(panel.style.getPropertyValue('translate')).toBe('-268px 0');
  });
});
