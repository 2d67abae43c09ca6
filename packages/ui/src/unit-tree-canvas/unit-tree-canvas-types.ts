/** A group's state for the learner, decided by the domain's group rules (002, section 4, Plan progress). */
export type UnitTreeGroupState = 'satisfied' | 'next' | 'locked';

export type UnitTreeContent = {
  id: string | number;
  name: string;
  isComplete: boolean;
  /** Where the content opens, such as '#/unit/3/content/42'; without it the name is plain text. */
  href?: string;
};

export type UnitTreeGroup = {
  id: string | number;
  name: string;
  state: UnitTreeGroupState;
  /** The group's rule in words, such as 'Complete any 2 of 3'; omitted when every item is required. */
  ruleText?: string;
  contents: UnitTreeContent[];
  /** Where the group sits on the canvas; without it the canvas lays the tree out by depth. */
  position?: { x: number; y: number };
};

/** A connection from a parent group to a child group. */
export type UnitTreeEdge = { from: UnitTreeGroup['id']; to: UnitTreeGroup['id'] };

/** Only the learner's viewer exists today; the admin editor will add 'editor'. */
export type UnitTreeMode = 'viewer';

/** The texts the canvas shows that the spec does not quote; override them to translate. */
export type UnitTreeLabels = {
  canvas: string;
  zoomIn: string;
  zoomOut: string;
  /** The zoom level read aloud, such as 'Zoom 100%'. */
  zoomLevel: (percent: number) => string;
  /** Names a connection for screen readers, such as 'Getting started, then Safety on the floor'. */
  connection: (parentName: string, childName: string) => string;
  states: Record<UnitTreeGroupState, string>;
  contentComplete: string;
  empty: string;
};

export const defaultUnitTreeLabels: UnitTreeLabels = {
  canvas: 'Unit tree',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomLevel: (percent) => `Zoom ${percent}%`,
  connection: (parentName, childName) => `${parentName}, then ${childName}`,
  states: { satisfied: 'Completed', next: 'Up next', locked: 'Locked' },
  contentComplete: 'completed',
  empty: 'This unit has no content yet.',
};
