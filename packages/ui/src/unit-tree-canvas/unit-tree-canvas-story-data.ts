import type { UnitTreeEdge, UnitTreeGroup } from './unit-tree-canvas-types';

const content = (id: number, name: string, isComplete: boolean, hasHref = true) => ({
  id,
  name,
  isComplete,
  href: hasHref ? `#/unit/3/content/${id}` : undefined,
});

/**
 * The demo unit: an introduction, then an 'any 2 of 3' group beside a safety group, then a two-parent
 * review group that opens only when both are satisfied.
 */
export const storyGroups: UnitTreeGroup[] = [
  {
    id: 1,
    name: 'Getting started',
    state: 'satisfied',
    contents: [content(11, 'Welcome to the floor', true), content(12, 'Your first week', true)],
  },
  {
    id: 2,
    name: 'Customer service basics',
    state: 'next',
    ruleText: 'Complete any 2 of 3',
    contents: [
      content(21, 'Greeting customers', true),
      content(22, 'Handling returns', false),
      content(23, 'Phone etiquette', false),
    ],
  },
  {
    id: 3,
    name: 'Safety on the floor',
    state: 'next',
    contents: [content(31, 'Lifting safely', false), content(32, 'Spills and hazards', false, false)],
  },
  {
    id: 4,
    name: 'Review and sign-off',
    state: 'locked',
    contents: [content(41, 'Unit review quiz', false)],
  },
];

export const storyEdges: UnitTreeEdge[] = [
  { from: 1, to: 2 },
  { from: 1, to: 3 },
  { from: 2, to: 4 },
  { from: 3, to: 4 },
];
