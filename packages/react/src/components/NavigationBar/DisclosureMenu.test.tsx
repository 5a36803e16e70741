import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DisclosureMenu } from './DisclosureMenu.js';

afterEach(cleanup);

const genres = Array.from({ length: 13 }, (_, i) => ({ label: `Genre ${i + 1}`, href: `#!/pc/download/genre-${i + 1}` }));

function renderMenu() {
  render(
    <DisclosureMenu
      label="PC"
      links={[{ label: 'On Sale', href: '#!/pc/onsale' }, { label: 'Support', href: 'https://support.example.com', external: true }]}
      columns={[{ heading: 'Genres', links: genres, more: { label: 'All genres', href: '#!/pc/genres' } }]}
      footer={<p>Footer note</p>}
    />,
  );
  return screen.getByRole('button', { name: 'PC' });
}

describe('DisclosureMenu', () => {
  it('should show its links and titled columns only when open', () => {
    const button = renderMenu();
    expect(screen.queryByRole('link', { name: 'On Sale' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    const column = within(panel).getByRole('region', { name: 'Genres' });
    expect(within(column).getByRole('heading', { name: 'Genres' })).toBeTruthy();
    expect(within(column).getByRole('link', { name: 'All genres' }).getAttribute('href')).toBe('#!/pc/genres');
    expect(within(panel).getByText('Footer note')).toBeTruthy();
  });

  it('should open external links in a new tab without an opener', () => {
    fireEvent.click(renderMenu());
    const support = screen.getByRole('link', { name: 'Support' });
    expect(support.getAttribute('target')).toBe('_blank');
    expect(support.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'On Sale' }).getAttribute('target')).toBeNull();
  });

  it('should spread a long column over several columns', () => {
    fireEvent.click(renderMenu());
    expect(screen.getByRole('region', { name: 'Genres' }).querySelector('ul')?.classList.contains('d2d-disclosure__links--multi')).toBe(true);
  });

  it('should close when a link is followed, without moving focus', () => {
    const button = renderMenu();
    fireEvent.click(button);
    const link = screen.getByRole('link', { name: 'Genre 3' });
    link.focus();
    fireEvent.click(link);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).not.toBe(button);
  });

  it('should close when focus leaves it', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.focusOut(screen.getByRole('link', { name: 'On Sale' }), { relatedTarget: document.body });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
