import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, render } from '@testing-library/react';
import { composeStories, type composeStory, setProjectAnnotations } from '@storybook/react-vite';
import axe, { type RunOptions } from 'axe-core';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview.js';

// Every story of every stories file, rendered as Storybook renders it (the preview's decorators
// and the story's own providers) and checked by axe: a serious or critical violation fails.
// a string, not `new URL`: jsdom's URL is not one node:url accepts
const storiesDir = dirname(fileURLToPath(import.meta.url));
const storyFiles = readdirSync(storiesDir).filter((file) => file.endsWith('.stories.tsx')).sort();

setProjectAnnotations(preview);

/** A story ready to render, with the preview's and its file's annotations applied. */
type ComposedStory = ReturnType<typeof composeStory>;

/** The impacts that fail the run; moderate and minor findings show in Storybook's panel only. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Rules that cannot give a true answer in jsdom. */
const JSDOM_BLIND_RULES: Record<string, { enabled: boolean }> = {
  // jsdom lays nothing out and computes no colours, so contrast cannot be measured here; the
  // Playwright route sweep and Storybook's Accessibility panel check it in a real browser
  'color-contrast': { enabled: false },
};

/** The `a11y` parameter a story may carry, as Storybook's addon reads it. */
interface A11yParameter {
  config?: { rules?: readonly { id: string; enabled?: boolean }[] };
  options?: RunOptions;
}

/** axe's options for one story: the jsdom limits plus whatever the story's `a11y` parameter sets. */
function runOptions(parameter: A11yParameter | undefined): RunOptions {
  const storyRules = Object.fromEntries((parameter?.config?.rules ?? []).map((rule) => [rule.id, { enabled: rule.enabled ?? true }]));
  return {
    ...parameter?.options,
    resultTypes: ['violations'],
    // axe cannot be injected into a jsdom frame (it throws and leaves axe stuck as running); the
    // only frame of a story is the payment provider's hosted page, which is not ours to check
    iframes: false,
    rules: { ...parameter?.options?.rules, ...storyRules, ...JSDOM_BLIND_RULES },
  };
}

/** Lets effects, scripted fetches and lazy state settle, so axe sees what a shopper would. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
  }
}

/**
 * Runs a play function the way Testing Library's `waitFor` runs: with React's act environment off,
 * so the updates its clicks cause render while it waits for them (inside `act` they would wait
 * for it to end).
 */
async function outsideAct(run: () => unknown): Promise<void> {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await run();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

/** One line per serious or critical violation of the current document: story, rule and where. */
async function violations(story: string, parameter: A11yParameter | undefined): Promise<string[]> {
  // the whole body, not the render container: dialogs and popovers portal out of it
  const results = await axe.run(document.body, runOptions(parameter));
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
      return `${story}: ${violation.id} (${violation.impact}) ${violation.help} at ${targets}`;
    });
}

describe('stories pass axe', () => {
  it('should find the stories files', () => {
    expect(storyFiles.length).toBeGreaterThan(30);
  });

  it.each(storyFiles)('%s has no serious or critical violation', async (file) => {
    const module = (await import(join(storiesDir, file))) as Parameters<typeof composeStories>[0];
    const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
    expect(stories.length, `${file} exports no story`).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const [name, Story] of stories) {
      try {
        const { container } = render(<Story />);
        await settle();
        // a story with a play function opens what it shows (a menu, a dialog, suggestions): axe
        // checks that state, as the Accessibility panel does after the play function ran
        if (Story.play) {
          const play = Story.play;
          try {
            await outsideAct(() => play({ canvasElement: container }));
          } catch (error) {
            // axe still checks the state the story reached
            problems.push(`${file} › ${name}: its play function failed: ${error instanceof Error ? error.message : String(error)}`);
          }
          await settle();
        }
        problems.push(...(await violations(`${file} › ${name}`, Story.parameters.a11y as A11yParameter | undefined)));
      } finally {
        // unmounted even when axe throws, so no story's observers outlive the test environment
        cleanup();
      }
    }
    // every line, not the matcher's truncated preview, so each fix is obvious
    if (problems.length > 0) expect.fail(problems.join('\n'));
  });
});
