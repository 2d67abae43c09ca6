import type { Preview } from '@storybook/react-vite';
import { viewports } from './viewports.ts';
import './preview.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  // Before render, not in an effect: the play function and the accessibility check must see the theme.
  beforeEach: ({ globals }) => {
    document.documentElement.dataset.theme = globals.theme === 'dark' ? 'dark' : 'light';
    // Each story starts with no scroll positions kept from the one before: React Router's ScrollRestoration
    // (in the Screens stories' layout) reads them from here when it mounts.
    sessionStorage.setItem('react-router-scroll-positions', '{}');
  },
};

export default preview;
