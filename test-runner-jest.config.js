import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumExecutablePath } from './chromium.js';

/** The Storybook test runner in Debian's Chromium. */
const base = getJestConfig();

export default {
  ...base,
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumExecutablePath, headless: true, args: chromiumArgs },
    },
  },
};
