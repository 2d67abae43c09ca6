import { messages, navigationEntries } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { paths } from '../../paths';
import { showRedesignSplashTo } from '../../testing/demo-fetch';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Header',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/home' },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keyboard only: Help, 'Site feedback' (its code fetched then), an empty comment is flagged, then sent; the banner
 * thanks and focus is back on Help.
 */
export const SendFeedback: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const help = await canvas.findByRole('button', { name: 'Help' });
    help.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('button', { name: 'Site feedback' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Site feedback' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await expect(await within(dialog).findByText(/Comment is required/)).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Comment/ }),
      'The new home page is clear.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages.banners.feedbackSent);
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Site feedback' })).toBeNull());
    await waitFor(() => expect(help).toHaveFocus());
  },
};

/**
 * Keyboard only: Help opens its entries (their code fetched then) with focus on the first; Escape closes them and
 * hands focus back to Help.
 */
export const HelpMenuClosedWithEscape: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const help = await canvas.findByRole('button', { name: 'Help' });
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    help.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('dialog', { name: 'Help' });
    await waitFor(() => expect(within(menu).getByRole('button', { name: 'Site feedback' })).toHaveFocus());
    await expect(help).toHaveAttribute('aria-controls', menu.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Help' })).toBeNull());
    await waitFor(() => expect(help).toHaveFocus());
    await expect(help).toHaveAttribute('aria-expanded', 'false');
  },
};

export const RequestContent: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Help' }));
    await userEvent.click(await body.findByRole('button', { name: 'Request content' }));
    const dialog = await body.findByRole('dialog', { name: 'Request content' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Comment/ }),
      'A course on giving feedback.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(messages.banners.contentRequestSent);
  },
};

/** The tour walks the header and the home page's activity panels, skipping the absent profile picture. */
export const HelpTour: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: /^Welcome back/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Help' }));
    await userEvent.click(await body.findByRole('button', { name: 'Take the tour' }));
    await expect(await body.findByRole('dialog', { name: 'Main navigation' })).toBeVisible();
    await expect(body.getByText('Step 1 of 4')).toBeVisible();
    for (const title of ['Your progress', 'Network activity', 'My recent activity']) {
      await userEvent.click(body.getByRole('button', { name: 'Next' }));
      await expect(await body.findByRole('dialog', { name: title })).toBeVisible();
    }
    await userEvent.click(body.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Help' })).toHaveFocus());
  },
};

/** Keyboard only: tick 'Don't show this again' and continue; the preference is saved. */
export const RedesignSplashDismissedForGood: Story = {
  beforeEach: [signedInAs('learner'), showRedesignSplashTo('learner')],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const splash = await body.findByRole('dialog', { name: 'Welcome to the new Segno' });
    within(splash).getByRole('checkbox', { name: "Don't show this again" }).focus();
    await userEvent.keyboard(' ');
    await expect(within(splash).getByRole('checkbox')).toBeChecked();
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await body.findByRole('heading', { name: /^Welcome back/ })).toBeVisible();
  },
};

const label = (id: (typeof navigationEntries)[number]['id']) =>
  navigationEntries.find((entry) => entry.id === id)?.label ?? id;

/** Opens the navigation menu; answers the menu's links, by name. */
async function openMenu(canvasElement: HTMLElement): Promise<string[]> {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await within(canvasElement).findByRole('button', { name: /^Menu for / }));
  const nav = await body.findByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

/** A learner may read no report: the menu does not offer the reporting dashboard (it would only refuse). */
export const MenuOfALearner: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const links = await openMenu(canvasElement);
    await expect(links).toContain(label('my-learning'));
    await expect(links).not.toContain(label('reporting-dashboard'));
    await expect(links).not.toContain(label('segment-admin'));
  },
};

/**
 * A manager (someone reports to them) is offered the reporting dashboard, leading to the overview (followed in
 * e2e/header.spec.ts: the menu's plain links change the address, which a story's memory router does not follow).
 */
export const MenuOfAManager: Story = {
  beforeEach: signedInAs('manager'),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const links = await openMenu(canvasElement);
    await expect(links).toContain(label('my-learning'));
    await expect(links).not.toContain(label('segment-admin'));
    await expect(body.getByRole('link', { name: label('reporting-dashboard') })).toHaveAttribute(
      'href',
      `#${paths.reportDashboard()}`,
    );
  },
};

/** Reporting users by role: a legal admin is offered the reporting dashboard and legal reporting. */
export const MenuOfALegalAdmin: Story = {
  beforeEach: signedInAs('legal'),
  play: async ({ canvasElement }) => {
    const links = await openMenu(canvasElement);
    await expect(links).toContain(label('reporting-dashboard'));
    await expect(links).toContain(label('legal-reporting'));
    await expect(links).not.toContain(label('segment-admin'));
  },
};
