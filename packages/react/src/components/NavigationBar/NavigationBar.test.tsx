import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { NavigationBar, type NavItem } from './NavigationBar.js';

afterEach(cleanup);

const items: NavItem[] = [
  {
    kind: 'menu',
    label: 'PC',
    links: [{ label: 'On Sale', href: '#!/pc/onsale' }],
    columns: [{ heading: 'Genres', links: [{ label: 'Strategy', href: '#!/pc/download/Strategy' }] }],
  },
  { kind: 'link', label: 'Streaming', href: '#!/streaming' },
];

function renderBar() {
  return render(<NavigationBar logo={<a href="#!/">D2D</a>} items={items} utilityLinks={[{ label: 'Support', href: 'https://support.example.com', external: true }]} />);
}

describe('NavigationBar', () => {
  it('should be the main navigation landmark with its links', () => {
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Streaming' }).getAttribute('href')).toBe('#!/streaming');
    expect(within(nav).getByRole('link', { name: 'Support' }).getAttribute('target')).toBe('_blank');
  });

  it('should open a menu with its button and close it with Escape, returning focus', () => {
    renderBar();
    const button = screen.getByRole('button', { name: 'PC' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Strategy' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Genres' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('should close a menu on a click outside', () => {
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'PC' }));
    fireEvent.mouseDown(document.body);
    expect(screen.getByRole('button', { name: 'PC' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('should fold the menus behind a Menu button on narrow screens', () => {
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(screen.getByRole('navigation', { name: 'Main' }).contains(toggle)).toBe(true);
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)?.querySelector('a[href="#!/streaming"]')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('NavigationBar utility links', () => {
  it('should put Support and Corporate in a Company strip for wide screens', () => {
    renderBar();
    const strip = screen.getByRole('navigation', { name: 'Company' });
    expect(within(strip).getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('https://support.example.com');
  });
});
