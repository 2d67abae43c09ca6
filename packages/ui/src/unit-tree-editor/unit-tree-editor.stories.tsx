import {
  addContents,
  detachLink,
  emptyUnitTree,
  linkGroups,
  placeContent,
  planAdminMessages,
  removeAll,
  removeContentFromTree,
  removeSelected,
  resetLayout,
  resetLayoutAndSandbox,
  resetSandbox,
  setRuleCase,
  steppedZoom,
  type UnitTree,
  unitTreeZoom,
} from '@segno/domain';
import { largeUnitTree } from '@segno/domain/large-unit-tree';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UnitTreeEditor, type UnitTreeEditorProps } from './unit-tree-editor';
import {
  type UnitTreeEditorConfirmation,
  type UnitTreeEditorReset,
  unitTreeContentDragType,
} from './unit-tree-editor-types';

const texts = planAdminMessages.unitEditor;

const contents: UnitTreeEditorProps['contents'] = {
  11: { name: 'Welcome to the floor', points: 10, type: 'Video' },
  12: { name: 'Safety briefing', points: 20, type: 'Document' },
  13: { name: 'Greeting customers', points: 15, type: 'Video' },
  14: { name: 'Handling returns', points: 25, type: 'Quiz' },
  15: { name: 'Closing the till', points: 5, type: 'Document' },
};

const sandboxOnly = addContents(emptyUnitTree, [11, 12, 13, 14, 15]);

/** Group 1 (two contents) leads to Group 2 and Group 3; 'Closing the till' waits in the sandbox. */
function linkedTree(): UnitTree {
  let tree = placeContent(sandboxOnly, 11, { parentIds: [] });
  const first = tree.groups[0]?.group_id ?? 0;
  tree = placeContent(tree, 12, { groupId: first });
  tree = placeContent(tree, 13, { parentIds: [first] });
  return placeContent(tree, 14, { parentIds: [first] });
}
const withLinks = linkedTree();
const groupIds = withLinks.groups.map((group) => group.group_id);
const [group1 = 0, group2 = 0, group3 = 0] = groupIds;

const resetOps: Record<UnitTreeEditorReset, (tree: UnitTree, selected: readonly number[]) => UnitTree> = {
  resetLayoutAndSandbox: (tree) => resetLayoutAndSandbox(tree),
  resetSandbox: (tree) => resetSandbox(tree),
  resetLayout: (tree) => resetLayout(tree),
  removeSelected: (tree, selected) => removeSelected(tree, selected),
  removeAll: (tree) => removeAll(tree),
};

/** Stands in for the unit editor machine: each callback reports (the spies) and applies the domain's operation. */
function MachineStandIn(args: UnitTreeEditorProps) {
  const [tree, setTree] = useState(args.tree);
  const [selected, setSelected] = useState(args.selected);
  const [zoom, setZoom] = useState(args.zoom);
  const [pending, setPending] = useState(args.pendingConfirmation);
  // A ref, as the machine's context is: the drop may come before React renders again.
  const dragged = useRef<number>(undefined);
  const ask = (question: UnitTreeEditorConfirmation) => setPending(question);

  return (
    <UnitTreeEditor
      {...args}
      tree={tree}
      selected={selected}
      zoom={zoom}
      pendingConfirmation={pending}
      onPlace={(contentId, target) => {
        args.onPlace(contentId, target);
        setTree((current) => placeContent(current, contentId, target));
      }}
      onRemove={(contentId) => {
        args.onRemove(contentId);
        setTree((current) => removeContentFromTree(current, contentId));
      }}
      onLink={(parentId, childId) => {
        args.onLink(parentId, childId);
        setTree((current) => linkGroups(current, parentId, childId));
      }}
      onRuleChange={(groupId, ruleCase) => {
        args.onRuleChange(groupId, ruleCase);
        setTree((current) => setRuleCase(current, groupId, ruleCase));
      }}
      onSelectToggle={(contentId) => {
        args.onSelectToggle(contentId);
        setSelected((current) =>
          current.includes(contentId) ? current.filter((id) => id !== contentId) : [...current, contentId],
        );
      }}
      onDetach={(parentId, childId) => {
        args.onDetach(parentId, childId);
        ask({ kind: 'detach', parentId, childId });
      }}
      onReset={(reset) => {
        args.onReset(reset);
        ask({ kind: 'reset', reset });
      }}
      onConfirm={() => {
        args.onConfirm();
        if (pending?.kind === 'detach')
          setTree((current) => detachLink(current, pending.parentId, pending.childId));
        if (pending?.kind === 'reset') {
          setTree((current) => resetOps[pending.reset](current, selected));
          if (pending.reset === 'removeSelected') setSelected([]);
        }
        setPending(undefined);
      }}
      onCancel={() => {
        args.onCancel();
        setPending(undefined);
      }}
      onDragStart={(contentId) => {
        args.onDragStart?.(contentId);
        dragged.current = contentId;
      }}
      onDrop={(groupId) => {
        args.onDrop?.(groupId);
        const contentId = dragged.current;
        if (contentId !== undefined)
          setTree((current) =>
            placeContent(current, contentId, groupId === undefined ? { parentIds: [] } : { groupId }),
          );
        dragged.current = undefined;
      }}
      onDragCancel={() => {
        args.onDragCancel?.();
        dragged.current = undefined;
      }}
      onZoomIn={() => {
        args.onZoomIn();
        setZoom((current) => steppedZoom(current, 1));
      }}
      onZoomOut={() => {
        args.onZoomOut();
        setZoom((current) => steppedZoom(current, -1));
      }}
      onZoomReset={() => {
        args.onZoomReset();
        setZoom(unitTreeZoom.initial);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/UnitTreeEditor',
  component: UnitTreeEditor,
  render: (args) => <MachineStandIn {...args} />,
  args: {
    tree: withLinks,
    contents,
    selected: [],
    zoom: unitTreeZoom.initial,
    onPlace: fn(),
    onRemove: fn(),
    onLink: fn(),
    onDetach: fn(),
    onRuleChange: fn(),
    onSelectToggle: fn(),
    onReset: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    onZoomIn: fn(),
    onZoomOut: fn(),
    onZoomReset: fn(),
    onDragStart: fn(),
    onDrop: fn(),
    onDragCancel: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UnitTreeEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const sandbox = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('complementary', { name: texts.sandboxTitle }));

const sandboxCount = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll('[data-slot="unit-tree-editor-sandbox-item"]').length;

/** Waits for React Flow to measure and show the groups. */
async function shownGroups(canvasElement: HTMLElement) {
  await waitFor(() => {
    const nodes = canvasElement.querySelectorAll<HTMLElement>('.react-flow__node');
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(node).toBeVisible();
  });
}

const dialog = () => within(document.body).findByRole('alertdialog');

/** A new unit: nothing in the sandbox, no groups, the reset choices have nothing to do. */
export const EmptyUnit: Story = {
  args: { tree: emptyUnitTree },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(sandbox(canvasElement).getByText(texts.sandboxEmpty)).toBeVisible();
    await expect(canvas.getByText(texts.empty)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: texts.resetMenu }));
    const menu = within(canvas.getByRole('list', { name: texts.resetMenu }));
    for (const reset of Object.values(texts.resetChoices)) {
      await expect(menu.getByRole('button', { name: reset })).toBeDisabled();
    }
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('list', { name: texts.resetMenu })).toBeNull();
    await expect(canvas.getByRole('button', { name: texts.resetMenu })).toHaveFocus();
  },
};

/** Contents added, none placed yet: each with its name, points, type and a place choice. */
export const SandboxOnly: Story = {
  args: { tree: sandboxOnly },
  play: async ({ canvasElement }) => {
    const list = sandbox(canvasElement);
    await expect(list.getAllByRole('listitem')).toHaveLength(5);
    await expect(list.getByText('Safety briefing')).toBeVisible();
    await expect(list.getByText('20 points')).toBeVisible();
    await expect(list.getAllByText('Document')).toHaveLength(2);
    await expect(list.getByRole('combobox', { name: 'Place Safety briefing' })).toBeVisible();
  },
};

/** A large unit: 40 groups in rows of 8, 140 contents, 60 of them waiting in the sandbox. */
const large = largeUnitTree({ groups: 40, contents: 140, sandboxContents: 60, groupsPerRow: 8, seed: 3 });

/**
 * A large unit stays light: the sandbox lists only the contents in view (each still says its place among the
 * 60), and a content's Place select holds its 40 groups only once it is used; placing from it still works.
 */
export const LargeUnit: Story = {
  args: { tree: large.tree, contents: large.contents },
  play: async ({ canvasElement, args }) => {
    const list = sandbox(canvasElement);
    const items = await list.findAllByRole('listitem');
    await expect(items.length).toBeLessThan(60);
    await expect(items[0]).toHaveAttribute('aria-setsize', '60');
    const place = list.getByRole('combobox', { name: 'Place Content 81' });
    await expect(place).toHaveAttribute('data-state', 'deferred');
    place.focus();
    await waitFor(() => expect(place).toHaveAttribute('data-state', 'complete'));
    await expect(within(place).getByRole('option', { name: 'Group 40' })).toBeInTheDocument();
    await userEvent.selectOptions(place, 'Group 40');
    await expect(args.onPlace).toHaveBeenCalledTimes(1);
    await expect(args.onPlace).toHaveBeenCalledWith(81, expect.anything());
    await waitFor(() => expect(list.queryByText('Content 81')).toBeNull());
  },
};

/**
 * Groups coming into view fill in: zoomed out on a large unit, the groups that enter the canvas show their name
 * first, then their whole card (its rule, its contents), as those already in view do.
 */
export const LargeUnitZoomedOut: Story = {
  args: { tree: large.tree, contents: large.contents },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownGroups(canvasElement);
    const nodes = () => canvasElement.querySelectorAll('.react-flow__node');
    const before = nodes().length;
    for (let step = 0; step < 4; step += 1)
      await userEvent.click(canvas.getByRole('button', { name: texts.zoomOut }));
    await waitFor(() => expect(nodes().length).toBeGreaterThan(before));
    await waitFor(() => {
      for (const node of nodes()) {
        const name = node.getAttribute('aria-label') ?? '';
        expect(within(node as HTMLElement).getByRole('combobox', { name: `Rule of ${name}` })).toBeVisible();
      }
    });
  },
};

/** While the unit saves, nothing in the editor takes an edit or the focus, and it says it is busy. */
export const Saving: Story = {
  args: { tree: sandboxOnly, isSaving: true },
  play: async ({ canvasElement, args }) => {
    const editor = within(canvasElement).getByRole('region', { name: texts.editorTitle });
    await expect(editor).toHaveAttribute('aria-busy', 'true');
    const place = sandbox(canvasElement).getByRole('combobox', { name: 'Place Welcome to the floor' });
    place.focus();
    await expect(place).not.toHaveFocus();
    await userEvent.click(place, { pointerEventsCheck: 0 });
    await expect(args.onPlace).not.toHaveBeenCalled();
  },
};

/** Selecting contents, then asking for 'Remove selected' from the reset-or-remove menu by keyboard. */
export const SelectAndRemove: Story = {
  args: { tree: sandboxOnly },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = sandbox(canvasElement).getByRole('checkbox', { name: 'Select Safety briefing' });
    await userEvent.click(box);
    await expect(args.onSelectToggle).toHaveBeenCalledWith(12);
    await expect(box).toBeChecked();

    const menuButton = canvas.getByRole('button', { name: texts.resetMenu });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = within(canvas.getByRole('list', { name: texts.resetMenu }));
    await expect(menu.getByRole('button', { name: texts.resetChoices.resetLayout })).toBeDisabled();
    const removeSelected = menu.getByRole('button', { name: texts.resetChoices.removeSelected });
    await expect(removeSelected).toBeEnabled();
    removeSelected.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReset).toHaveBeenCalledWith('removeSelected');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const question = within(await dialog());
    await expect(question.getByText('The 1 selected contents leave the unit.')).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: texts.okay }));
    await waitFor(() => expect(sandboxCount(canvasElement)).toBe(4));
    await expect(sandbox(canvasElement).queryByText('Safety briefing')).toBeNull();
  },
};

/** Zoom is the machine's: the buttons ask, the level shows the answer, the level itself goes back to 100%. */
export const Zoom: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await shownGroups(canvasElement);
    const zoomIn = canvas.getByRole('button', { name: texts.zoomIn });
    await userEvent.click(zoomIn);
    await userEvent.click(zoomIn);
    await expect(args.onZoomIn).toHaveBeenCalledTimes(2);
    const level = canvas.getByRole('button', { name: /^Zoom 120%/ });
    await waitFor(() =>
      expect(canvasElement.querySelector<HTMLElement>('.react-flow__viewport')?.style.transform).toContain(
        'scale(1.2)',
      ),
    );
    await userEvent.click(level);
    await expect(args.onZoomReset).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: /^Zoom 100%/ })).toBeVisible();
    for (let step = 0; step < 4; step += 1)
      await userEvent.click(canvas.getByRole('button', { name: texts.zoomOut }));
    await expect(canvas.getByRole('button', { name: texts.zoomOut })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Zoom 60%/ })).toBeVisible();
  },
};

/** A tree with links on the admin canvas: every group, its rule, its contents and each connection's detach button. */
export const TreeWithLinks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shownGroups(canvasElement);
    const first = canvas.getByRole('group', { name: 'Group 1' });
    await expect(within(first).getByRole('combobox', { name: 'Rule of Group 1' })).toHaveDisplayValue(
      'All of 2',
    );
    await expect(within(first).getByText('Welcome to the floor')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="unit-tree-editor-detach"]')).toHaveLength(2),
    );
    await expect(sandbox(canvasElement).getByText('Closing the till')).toBeVisible();
  },
};

/** The same tree as a list: the groups in reading order, everything editable without the canvas. */
export const ListView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: texts.listView });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const list = canvas.getByRole('list', { name: texts.listView });
    await expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Group 1', 'Group 2', 'Group 3']);
    await expect(canvas.queryByRole('region', { name: texts.canvas })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Move Greeting customers back to the sandbox' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(13);
    await expect(sandbox(canvasElement).getByText('Greeting customers')).toBeVisible();
  },
};

/** The sandbox collapsed to 160 px: names and place choices stay, the details go; the canvas grows. */
export const CollapsedSidebar: Story = {
  args: { defaultSidebarCollapsed: true },
  play: async ({ canvasElement }) => {
    const aside = within(canvasElement).getByRole('complementary', { name: texts.sandboxTitle });
    await expect(aside).toHaveAttribute('data-state', 'collapsed');
    await expect(aside.getBoundingClientRect().width).toBe(160);
    await expect(within(aside).queryByText('5 points')).toBeNull();
    const expand = within(aside).getByRole('button', { name: texts.expandSandbox });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    await expect(aside.getBoundingClientRect().width).toBe(320);
    await expect(within(aside).getByText('5 points')).toBeVisible();
  },
};

/** Confirms the open reset question with Okay, then checks what the stand-in machine did with it. */
function confirmReset(reset: UnitTreeEditorReset, check: (canvasElement: HTMLElement) => Promise<void>) {
  return async ({ canvasElement, args }: { canvasElement: HTMLElement; args: UnitTreeEditorProps }) => {
    const question = within(await dialog());
    await expect(question.getByRole('heading', { name: texts.confirmations[reset].title })).toBeVisible();
    await userEvent.click(question.getByRole('button', { name: texts.okay }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await check(canvasElement);
  };
}

/** Reset layout and sandbox: the groups go, the placed contents return to the sandbox, the waiting one leaves. */
export const ConfirmResetLayoutAndSandbox: Story = {
  args: { pendingConfirmation: { kind: 'reset', reset: 'resetLayoutAndSandbox' } },
  play: confirmReset('resetLayoutAndSandbox', async (canvasElement) => {
    await expect(sandboxCount(canvasElement)).toBe(4);
    await expect(within(canvasElement).queryByText('Closing the till')).toBeNull();
    await expect(within(canvasElement).getByText(texts.empty)).toBeVisible();
  }),
};

/** Reset sandbox: the waiting content leaves the unit, the tree stays. */
export const ConfirmResetSandbox: Story = {
  args: { pendingConfirmation: { kind: 'reset', reset: 'resetSandbox' } },
  play: confirmReset('resetSandbox', async (canvasElement) => {
    await expect(sandboxCount(canvasElement)).toBe(0);
    await shownGroups(canvasElement);
  }),
};

/** Reset layout: every content back in the sandbox. */
export const ConfirmResetLayout: Story = {
  args: { pendingConfirmation: { kind: 'reset', reset: 'resetLayout' } },
  play: confirmReset('resetLayout', async (canvasElement) => {
    await expect(sandboxCount(canvasElement)).toBe(5);
    await expect(within(canvasElement).getByText(texts.empty)).toBeVisible();
  }),
};

/** Remove selected: the count in the question, the chosen contents gone. */
export const ConfirmRemoveSelected: Story = {
  args: { pendingConfirmation: { kind: 'reset', reset: 'removeSelected' }, selected: [13, 15] },
  play: async (context) => {
    const question = within(await dialog());
    await expect(question.getByText('The 2 selected contents leave the unit.')).toBeVisible();
    await confirmReset('removeSelected', async (canvasElement) => {
      await expect(within(canvasElement).queryByText('Closing the till')).toBeNull();
      await expect(within(canvasElement).queryByText('Greeting customers')).toBeNull();
      await expect(within(canvasElement).getByText('Handling returns')).toBeInTheDocument();
    })(context);
  },
};

/** Remove all, declined: Cancel keeps every content. */
export const ConfirmRemoveAll: Story = {
  args: { pendingConfirmation: { kind: 'reset', reset: 'removeAll' } },
  play: async ({ canvasElement, args }) => {
    const question = within(await dialog());
    await expect(question.getByRole('heading', { name: texts.confirmations.removeAll.title })).toBeVisible();
    await expect(question.getByRole('button', { name: texts.cancel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(sandboxCount(canvasElement)).toBe(1);
  },
};

/** The detach question, as the machine asks it. */
export const ConfirmDetach: Story = {
  args: { pendingConfirmation: { kind: 'detach', parentId: group1, childId: group2 } },
  play: async () => {
    const question = within(await dialog());
    await expect(question.getByRole('heading', { name: texts.detachConfirm })).toBeVisible();
    await expect(question.getByRole('button', { name: texts.okay })).toBeVisible();
  },
};

/** Placing without dragging: the place select, by keyboard, into a group and into a new group. */
export const PlaceByKeyboard: Story = {
  args: { tree: sandboxOnly },
  play: async ({ canvasElement, args }) => {
    const list = sandbox(canvasElement);
    const place = list.getByRole('combobox', { name: 'Place Welcome to the floor' });
    await userEvent.tab();
    place.focus();
    await expect(place).toHaveFocus();
    await userEvent.selectOptions(place, texts.newGroup);
    await expect(args.onPlace).toHaveBeenCalledWith(11, { parentIds: [] });
    await expect(list.queryByText('Welcome to the floor')).toBeNull();
    await shownGroups(canvasElement);

    await userEvent.selectOptions(list.getByRole('combobox', { name: 'Place Safety briefing' }), 'Group 1');
    const group = within(canvasElement).getByRole('group', { name: 'Group 1' });
    await expect(within(group).getByText('Safety briefing')).toBeVisible();
    await expect(within(group).getByRole('combobox', { name: 'Rule of Group 1' })).toHaveDisplayValue(
      'All of 2',
    );
    await expect(sandboxCount(canvasElement)).toBe(3);
  },
};

/** A group's rule: 'any 1 of 2' is the most a group of two takes (content count minus 1). */
export const SetRule: Story = {
  play: async ({ canvasElement, args }) => {
    await shownGroups(canvasElement);
    const rule = within(canvasElement).getByRole('combobox', { name: 'Rule of Group 1' });
    await expect(
      within(rule)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All of 2', 'Any 1 of 2']);
    await userEvent.selectOptions(rule, 'Any 1 of 2');
    await expect(args.onRuleChange).toHaveBeenCalledWith(group1, 1);
    await expect(rule).toHaveDisplayValue('Any 1 of 2');
    // A one-content group has only 'all of 1'.
    const single = within(canvasElement).getByRole('combobox', { name: 'Rule of Group 2' });
    await expect(within(single).getAllByRole('option')).toHaveLength(1);
  },
};

/**
 * Linking by keyboard: Group 2's link choice offers only groups that make no loop; Group 3 follows it. Zoomed out,
 * so Group 3's new row stays in view (the canvas only puts the groups in view in the page).
 */
export const LinkTwoGroups: Story = {
  args: { zoom: unitTreeZoom.min },
  play: async ({ canvasElement, args }) => {
    await shownGroups(canvasElement);
    const link = within(canvasElement).getByRole('combobox', { name: 'Link Group 2 to a child group' });
    await expect(
      within(link)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([texts.linkChoose, 'Group 3']);
    await userEvent.selectOptions(link, 'Group 3');
    await expect(args.onLink).toHaveBeenCalledWith(group2, group3);
    const third = within(canvasElement).getByRole('group', { name: 'Group 3' });
    await expect(within(third).getByRole('button', { name: 'Detach Group 3 from Group 2' })).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="unit-tree-editor-detach"]')).toHaveLength(3),
    );
  },
};

/** Detaching asks first: declined, the link stays; confirmed from the connection's own button, it goes. */
export const Detach: Story = {
  play: async ({ canvasElement, args }) => {
    await shownGroups(canvasElement);
    const second = within(canvasElement).getByRole('group', { name: 'Group 2' });
    const detachInCard = within(second).getByRole('button', { name: 'Detach Group 2 from Group 1' });
    detachInCard.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDetach).toHaveBeenCalledWith(group1, group2);
    await userEvent.click(within(await dialog()).getByRole('button', { name: texts.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(detachInCard).toBeInTheDocument();

    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="unit-tree-editor-detach"]')).toHaveLength(2),
    );
    const onEdge = canvasElement.querySelector<HTMLElement>(
      '[data-slot="unit-tree-editor-detach"][aria-label="Detach Group 2 from Group 1"]',
    );
    await expect(onEdge).not.toBeNull();
    if (onEdge) await userEvent.click(onEdge);
    await userEvent.click(within(await dialog()).getByRole('button', { name: texts.okay }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(within(second).queryByRole('button', { name: 'Detach Group 2 from Group 1' })).toBeNull(),
    );
  },
};

/** One step of a drag, with the drag's own DataTransfer; false when a handler took it (preventDefault). */
const drag = (target: Element, type: 'dragstart' | 'dragover' | 'drop', dataTransfer: DataTransfer) =>
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));

/** Dragging works too: a sandbox content dropped on a group joins it; dropped on the empty canvas, a new group. */
export const PlaceByDragging: Story = {
  play: async ({ canvasElement, args }) => {
    await shownGroups(canvasElement);
    const item = sandbox(canvasElement).getByText('Closing the till').closest('li');
    await expect(item).toHaveAttribute('draggable', 'true');
    const target = within(canvasElement).getByRole('group', { name: 'Group 2' });
    const dataTransfer = new DataTransfer();
    if (item) drag(item, 'dragstart', dataTransfer);
    await expect(args.onDragStart).toHaveBeenCalledWith(15);
    await expect(dataTransfer.getData(unitTreeContentDragType)).toBe('15');
    await expect(drag(target, 'dragover', dataTransfer)).toBe(false);
    drag(target, 'drop', dataTransfer);
    await expect(args.onDrop).toHaveBeenCalledWith(group2);
    await waitFor(() => expect(within(target).getByText('Closing the till')).toBeVisible());
    await expect(sandboxCount(canvasElement)).toBe(0);
  },
};

/** Dropped on the canvas outside any group: the content starts a new group. */
export const DropOnEmptyCanvas: Story = {
  args: { tree: sandboxOnly },
  play: async ({ canvasElement, args }) => {
    const item = sandbox(canvasElement).getByText('Handling returns').closest('li');
    const dataTransfer = new DataTransfer();
    if (item) drag(item, 'dragstart', dataTransfer);
    const canvas = within(canvasElement).getByRole('region', { name: texts.canvas });
    drag(canvas, 'dragover', dataTransfer);
    drag(canvas, 'drop', dataTransfer);
    await expect(args.onDrop).toHaveBeenCalledWith(undefined);
    await shownGroups(canvasElement);
    const group = within(canvasElement).getByRole('group', { name: 'Group 1' });
    await waitFor(() => expect(within(group).getByText('Handling returns')).toBeVisible());
  },
};
