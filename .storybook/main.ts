import type { StorybookConfig } from '@storybook/react-vite';

// Stories read the packages' sources through the `@d2d/source` condition, like the tests do,
// so a story never shows a stale build.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // the Accessibility panel: axe on every story, in the real browser (contrast included)
  addons: ['@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    resolve: { ...viteConfig.resolve, conditions: ['@d2d/source', 'module', 'browser', 'development|production'] },
  }),
};

export default config;
