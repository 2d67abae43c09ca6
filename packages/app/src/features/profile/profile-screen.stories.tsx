import { messages } from '@segno/domain';
import { demoUserStats } from '@segno/server/demo-data';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demo, demoUserId, withCustomAvatarDisabled, withDemoPictures } from '../../testing/demo-fetch';
import { demoUserProfile } from '../../testing/demo-responses';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

const learnerId = demoUserId('learner');
const hasEarned = (userId: number) =>
  demo.userMedals.some((earned) => earned.userId === userId) &&
  demo.userBadges.some((earned) => earned.userId === userId);
/** A learner other than Maya with medals and badges, and one who has earned nothing. */
const peer = demo.users.find((user) => user.id !== learnerId && hasEarned(user.id));
const unearned = demo.users.find(
  (user) =>
    !demo.userMedals.some((earned) => earned.userId === user.id) &&
    !demo.userBadges.some((earned) => earned.userId === user.id),
);
if (!peer || !unearned) throw new Error('The demo data lacks a decorated peer or a learner with nothing');

const numberFormat = new Intl.NumberFormat('en-US');

/** A PNG drawn on a canvas, large enough for a profile picture (at least 150x150). */
async function makePicture(size: number): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, size, size);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File(blob ? [blob] : [], 'me.png', { type: 'image/png' });
}

function statValue(canvasElement: HTMLElement, label: string) {
  const stats = within(canvasElement).getByRole('region', { name: 'Stats' });
  return within(stats).getByText(label, { exact: true }).nextElementSibling;
}

const meta = {
  title: 'Screens/Profile',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/user-profile' },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The learner's own profile from the menu: stats, medals, badges, 5 recent activities, picture change. */
export const Own: Story = {
  beforeEach: [signedInAs('learner'), withDemoPictures()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const profile = demoUserProfile(demo, learnerId);
    const stats = demoUserStats(demo, learnerId);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
    await expect(canvas.getByText(`Level ${profile.level}`)).toBeVisible();
    await expect(statValue(canvasElement, 'Score')).toHaveTextContent(numberFormat.format(stats.score));
    const medals = canvas.getByRole('list', { name: 'Medals' });
    await expect(within(medals).getAllByRole('listitem')).toHaveLength(Math.min(profile.medals.length, 6));
    const badges = canvas.getByRole('list', { name: 'Badges' });
    await expect(within(badges).getAllByRole('listitem')).toHaveLength(Math.min(profile.badges.length, 8));
    const recent = canvas.getByRole('list', { name: 'Recent activity' });
    await expect(within(recent).getAllByRole('listitem').length).toBeLessThanOrEqual(5);
    await expect(canvas.getByRole('button', { name: 'Change picture' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu for Maya Chen' }));
    await expect(await body.findByRole('link', { name: 'My profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Keyboard only: open the picture dialog, upload a PNG, and the profile's picture becomes the upload. */
export const ChangePicture: Story = {
  beforeEach: [signedInAs('learner'), withDemoPictures()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const change = await canvas.findByRole('button', { name: 'Change picture' });
    await expect(canvas.getByRole('img', { name: 'Maya Chen' }).tagName).not.toBe('IMG');
    change.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Change your picture' });
    const input = dialog.querySelector<HTMLInputElement>('[data-slot="profile-image-upload-input"]');
    if (!input) throw new Error('file input missing');
    await userEvent.upload(input, await makePicture(200));
    const upload = await within(dialog).findByRole('button', { name: 'Upload picture' });
    upload.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText('Your picture is uploaded.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Maya Chen' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    await expect(change).toHaveFocus();
  },
};

/** With custom avatar upload turned off in the definitions, even one's own profile has no picture change. */
export const OwnUploadDisabled: Story = {
  beforeEach: [signedInAs('learner'), withCustomAvatarDisabled],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Medals' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change picture' })).toBeNull();
  },
};

/** /user/{own id}/profile is one's own profile, picture change included. */
export const OwnById: Story = {
  args: { path: `/user/${learnerId}/profile` },
  beforeEach: [signedInAs('learner'), withDemoPictures()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change picture' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'My recent activity' })).toBeVisible();
  },
};

/** Another learner's profile: their medals and badges, and no picture change or recent activity. */
export const SomeoneElse: Story = {
  args: { path: `/user/${peer.id}/profile` },
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = demoUserProfile(demo, peer.id);
    const name = `${peer.firstName} ${peer.lastName}`;
    await expect(await canvas.findByRole('heading', { level: 1, name })).toBeVisible();
    await expect(statValue(canvasElement, 'Score')).toHaveTextContent(
      numberFormat.format(demoUserStats(demo, peer.id).score),
    );
    const [newestMedal] = profile.medals;
    if (!newestMedal) throw new Error('The peer has no medal');
    const medals = canvas.getByRole('list', { name: 'Medals' });
    await expect(within(medals).getAllByRole('listitem')[0]).toHaveTextContent(newestMedal.segment_name);
    await expect(canvas.getByRole('list', { name: 'Badges' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Change picture' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'My recent activity' })).toBeNull();
  },
};

/** A learner who has earned nothing yet: the medal and badge lists show their empty states. */
export const NothingEarned: Story = {
  args: { path: `/user/${unearned.id}/profile` },
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `${unearned.firstName} ${unearned.lastName}` }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No medals yet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No badges yet' })).toBeVisible();
  },
};

/** An unknown user id answers 404, which leads to the error screen (000, section 8). */
export const UnknownUser: Story = {
  args: { path: '/user/999999/profile' },
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.errors.generic)).toBeVisible();
  },
};
