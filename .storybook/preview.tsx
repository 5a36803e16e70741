import type { Preview } from '@storybook/react-vite';
import { d2dStyles } from '../packages/react/src/styles/index.js';

// the same sheet `@d2d/react/styles.css` ships, injected once
if (typeof document !== 'undefined' && !document.getElementById('d2d-styles')) {
  const style = document.createElement('style');
  style.id = 'd2d-styles';
  style.textContent = `${d2dStyles}\nbody { margin: 0; background: var(--d2d-color-bg); }`;
  document.head.appendChild(style);
}

const preview: Preview = {
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i } },
    // a violation fails the story's test instead of only showing in the Accessibility panel;
    // stories/stories.a11y.test.tsx holds `npm test` to the same bar
    a11y: { test: 'error' },
  },
  decorators: [
    (Story) => (
      <div className="d2d-app" style={{ minHeight: 'auto', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
};

export default preview;
