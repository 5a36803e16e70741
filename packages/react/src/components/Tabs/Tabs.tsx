import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../utils/cx.js';

/** One tab. */
export interface TabItem<K extends string = string> {
  key: K;
  label: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Names the tab list. */
  label: string;
  /** The selected tab's panel. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs with the WAI-ARIA keyboard pattern: arrow keys move and select, Home and End jump to the
 * ends; only the selected tab is in the Tab order. The panel is labelled by its tab. A tab list
 * that scrolls sideways keeps the selected tab in view.
 * @example
 * <Tabs label="Product" tabs={[{ key: 'summary', label: 'Summary' }]} selected={tab} onSelect={setTab}>…</Tabs>
 */
export function Tabs<K extends string>({ tabs, selected, onSelect, label, children, className }: TabsProps<K>) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;

  // a tab list wider than a phone scrolls sideways: bring the selected tab into view (the list
  // only, never the page)
  useEffect(() => {
    const tab = refs.current.get(selected);
    const list = tab?.parentElement;
    if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
    const tabBox = tab.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    const peek = 24;
    if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left + peek;
    else if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right + peek;
  }, [selected]);

  const move = (event: KeyboardEvent, index: number) => {
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div className={cx('d2d-tabs', className)}>
      <div role="tablist" aria-label={label} className="d2d-tabs__list">
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(el) => {
              if (el) refs.current.set(tab.key, el);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={tab.key === selected}
            aria-controls={panelId}
            tabIndex={tab.key === selected ? 0 : -1}
            className={cx('d2d-tabs__tab', tab.key === selected && 'd2d-tabs__tab--selected')}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0} className="d2d-tabs__panel">
        {children}
      </div>
    </div>
  );
}
