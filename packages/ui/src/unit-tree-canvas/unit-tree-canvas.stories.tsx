import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { UnitTreeCanvas } from './unit-tree-canvas';
import { storyEdges, storyGroups } from './unit-tree-canvas-story-data';

const meta = {
  title: 'Widgets/UnitTreeCanvas',
  component: UnitTreeCanvas,
  args: { groups: storyGroups, edges: storyEdges, mode: 'viewer' },
} satisfies Meta<typeof UnitTreeCanvas>;
export default meta;
type Story = StoryObj<typeof meta>;

const groupNamed = async (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('group', { name });

const stateOf = (group: HTMLElement) =>
  group.querySelector<HTMLElement>('[data-slot="unit-tree-group"]')?.dataset.state;

/** Waits for React Flow to measure and show the nodes. */
async function shownGroups(canvasElement: HTMLElement) {
  await waitFor(() => {
    const nodes = canvasElement.querySelectorAll<HTMLElement>('.react-flow__node');
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(node).toBeVisible();
  });
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="unit-tree-group"]')];
}

const zoomLevel = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="unit-tree-zoom-level"]')?.textContent;

/** The demo unit: each group's state in words and icon, its rule, and its contents. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Unit tree' })).toBeVisible();
    const groups = await shownGroups(canvasElement);
    await expect(groups.map((group) => group.dataset.state)).toEqual(['satisfied', 'next', 'next', 'locked']);

    const started = await groupNamed(canvasElement, 'Getting started');
    await expect(started).toHaveTextContent('Completed');
    await expect(within(started).getByRole('link', { name: 'Welcome to the floor' })).toHaveAttribute(
      'href',
      '#/unit/3/content/11',
    );
    await expect(within(started).getAllByText('(completed)')).toHaveLength(2);

    const review = await groupNamed(canvasElement, 'Review and sign-off');
    await expect(stateOf(review)).toBe('locked');
    await expect(review).toHaveTextContent('Locked');
  },
};

/** An 'any 2 of 3' group shows its rule; one done, two to go. */
export const AnyTwoOfThree: Story = {
  play: async ({ canvasElement }) => {
    await shownGroups(canvasElement);
    const group = await groupNamed(canvasElement, 'Customer service basics');
    await expect(stateOf(group)).toBe('next');
    await expect(within(group).getByText('Up next')).toBeVisible();
    await expect(within(group).getByText('Complete any 2 of 3')).toBeVisible();
    const items = within(group).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.state)).toEqual(['complete', 'incomplete', 'incomplete']);
  },
};

/** A group with two parents is drawn below both and connected from each. */
export const TwoParentGroup: Story = {
  play: async ({ canvasElement }) => {
    await shownGroups(canvasElement);
    const edges = () => [...canvasElement.querySelectorAll('.react-flow__edge')];
    await waitFor(() => expect(edges()).toHaveLength(4));
    const intoReview = edges().filter((edge) => edge.getAttribute('data-id')?.endsWith('->4'));
    await expect(intoReview).toHaveLength(2);
    await expect(intoReview.map((edge) => edge.getAttribute('aria-label'))).toEqual([
      'Customer service basics, then Review and sign-off',
      'Safety on the floor, then Review and sign-off',
    ]);
    const top = (name: string) =>
      canvasElement.querySelector(`[aria-label="${name}"]`)?.getBoundingClientRect().top ?? Number.NaN;
    await expect(top('Review and sign-off')).toBeGreaterThan(top('Customer service basics'));
    await expect(top('Review and sign-off')).toBeGreaterThan(top('Safety on the floor'));
  },
};

/** Satisfied, next and locked side by side; content without a link is plain text. */
export const States: Story = {
  args: {
    groups: storyGroups.map((group) =>
      group.id === 3 ? { ...group, state: 'locked' as const, position: { x: 600, y: 200 } } : group,
    ),
  },
  play: async ({ canvasElement }) => {
    await shownGroups(canvasElement);
    const safety = await groupNamed(canvasElement, 'Safety on the floor');
    await expect(stateOf(safety)).toBe('locked');
    await expect(within(safety).getByText('Spills and hazards')).toBeVisible();
    await expect(within(safety).queryByRole('link', { name: 'Spills and hazards' })).toBeNull();
    await expect(safety.closest('.react-flow__node')?.getAttribute('style')).toContain(
      'translate(600px, 200px)',
    );
  },
};

/** Zoom: starts at 100%, steps by 10 up to 150% and down to 60%, each button disabled at its limit. */
export const Zoom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownGroups(canvasElement);
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    const zoomOut = canvas.getByRole('button', { name: 'Zoom out' });
    await expect(zoomLevel(canvasElement)).toBe('100%Zoom 100%');

    await userEvent.click(zoomIn);
    await waitFor(() => expect(zoomLevel(canvasElement)).toContain('110%'));
    for (let press = 0; press < 4; press += 1) await userEvent.click(zoomIn);
    await waitFor(() => expect(zoomLevel(canvasElement)).toContain('150%'));
    await expect(zoomIn).toBeDisabled();
    await expect(zoomOut).toHaveFocus();
    const viewport = canvasElement.querySelector<HTMLElement>('.react-flow__viewport');
    await expect(viewport?.style.transform).toContain('scale(1.5)');

    for (let press = 0; press < 9; press += 1) await userEvent.click(zoomOut);
    await waitFor(() => expect(zoomLevel(canvasElement)).toContain('60%'));
    await expect(zoomOut).toBeDisabled();
    await expect(zoomIn).toBeEnabled();
    await expect(zoomIn).toHaveFocus();
    await expect(viewport?.style.transform).toContain('scale(0.6)');
  },
};

/** Keyboard: Tab reaches the zoom buttons and every content link; groups and connections are not stops. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownGroups(canvasElement);
    const nodes = canvasElement.querySelector('.react-flow__nodes') as HTMLElement;
    const links = within(nodes).getAllByRole('link');
    await expect(links).toHaveLength(7);
    const reached: string[] = [];
    for (let press = 0; press < 9; press += 1) {
      await userEvent.tab();
      const focused = canvasElement.ownerDocument.activeElement;
      reached.push(focused?.getAttribute('aria-label') ?? focused?.textContent ?? '');
    }
    for (const link of links) await expect(reached).toContain(link.textContent);
    await expect(reached).toContain('Zoom out');

    // The last group starts below the canvas's edge: focusing its link pans it into view.
    const quiz = within(nodes).getByRole('link', { name: 'Unit review quiz' });
    const frame = canvas.getByRole('region', { name: 'Unit tree' }).getBoundingClientRect();
    quiz.blur();
    quiz.focus();
    await waitFor(() => expect(quiz.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.bottom));
    await expect(quiz.getBoundingClientRect().top).toBeGreaterThanOrEqual(frame.top);
  },
};

/** Viewer mode: nodes cannot be dragged and connections cannot be made or detached. */
export const ViewerIsReadOnly: Story = {
  play: async ({ canvasElement }) => {
    await shownGroups(canvasElement);
    const node = canvasElement.querySelector<HTMLElement>('.react-flow__node');
    const before = node?.getAttribute('style');
    await expect(node).not.toHaveClass('draggable');
    await expect(node).not.toHaveClass('selectable');
    for (const handle of canvasElement.querySelectorAll('.react-flow__handle')) {
      await expect(handle).not.toHaveClass('connectable');
    }
    const title = within(node as HTMLElement).getByText('Getting started');
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: title },
      { target: title, coords: { clientX: 300, clientY: 300 } },
      { keys: '[/MouseLeft]' },
    ]);
    await expect(node?.getAttribute('style')).toBe(before);
    // The links inside still take clicks.
    const link = within(node as HTMLElement).getByRole('link', { name: 'Welcome to the floor' });
    await expect(getComputedStyle(link).pointerEvents).not.toBe('none');
    await expect(canvasElement.querySelectorAll('.react-flow__edge')).toHaveLength(4);
  },
};

/** A unit without groups says so instead of showing an empty canvas. */
export const Empty: Story = {
  args: { groups: [], edges: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Unit tree' })).toHaveTextContent(
      'This unit has no content yet.',
    );
    await expect(canvas.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  },
};

/** On a phone the canvas keeps its height and the learner pans; the zoom controls stay reachable. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownGroups(canvasElement);
    const region = canvas.getByRole('region', { name: 'Unit tree' });
    await expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    const zoomIn = canvas.getByRole('button', { name: 'Zoom in' });
    await expect(zoomIn.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
    await userEvent.click(zoomIn);
    await waitFor(() => expect(zoomLevel(canvasElement)).toContain('110%'));
  },
};

/** The dark theme: states stay distinct and readable (axe checks the contrast). */
export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const groups = await shownGroups(canvasElement);
    await expect(groups).toHaveLength(4);
    await expect(document.documentElement.dataset.theme).toBe('dark');
  },
};

/** Texts the spec does not quote can be replaced, such as for another language. */
export const CustomLabels: Story = {
  args: {
    labels: {
      canvas: 'Arbre de l’unité',
      zoomIn: 'Agrandir',
      states: { satisfied: 'Terminé', next: 'À suivre', locked: 'Verrouillé' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Arbre de l’unité' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Agrandir' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toBeVisible();
    await expect(
      within(await groupNamed(canvasElement, 'Review and sign-off')).getByText('Verrouillé'),
    ).toBeVisible();
  },
};
