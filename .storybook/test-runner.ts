import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { viewports } from './viewports.ts';
import { checkVisual, isVisualRun, setUpVisual, type VisualParameters } from './visual.ts';

type StoryContext = {
  globals?: Record<string, unknown>;
  storyGlobals?: Record<string, unknown>;
  parameters?: { visual?: VisualParameters };
};

/**
 * Play functions run in the story's own iframe, so the viewport a story asks for is applied to the page
 * here; every other story runs at the desktop size. Accessibility is checked by the a11y addon
 * (`parameters.a11y.test: 'error'` in preview.tsx): a violation fails the story. In a visual run
 * (`npm run test:visual`) each story is also compared with its screenshot baseline (visual.ts).
 */
const config: TestRunnerConfig = {
  setup() {
    if (isVisualRun) setUpVisual();
  },
  async preVisit(page, context) {
    // The context carries the globals at run time; its declared type leaves them out.
    const story = (await getStoryContext(page, context)) as StoryContext;
    const globals = { ...story.globals, ...story.storyGlobals };
    const requested = (globals.viewport as { value?: string } | undefined)?.value;
    const viewport = viewports[(requested ?? 'desktop') as keyof typeof viewports] ?? viewports.desktop;
    await page.setViewportSize({
      width: Number.parseInt(viewport.styles.width, 10),
      height: Number.parseInt(viewport.styles.height, 10),
    });
  },
  async postVisit(page, context) {
    if (!isVisualRun) return;
    const story = (await getStoryContext(page, context)) as StoryContext;
    await checkVisual(page, context.id, story.parameters?.visual);
  },
};

export default config;
