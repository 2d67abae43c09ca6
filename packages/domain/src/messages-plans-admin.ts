/**
 * Plan, unit and course authoring texts (issue 9): the admin catalogue's second area, exported on its own so the
 * segment-admin widgets of issue 8 do not carry them. Texts marked "spec" are quoted from 002 and must not be
 * edited for style; the rest are ours.
 */
export const planAdminMessages = {
  /** The assignment export (001 section 7: "/api/{type}/{id}/assignment/export"): ours. */
  /** The ILT course wizard (002 sections 2, 4 and 5; its users step's title is in messages-admin). */
  courseAuthoring: {
    manageColumns: ['Name', 'Short name', 'Status', 'Session days', 'Sessions'],
    /** Session info: "a day has zero total time" makes it invalid. */
    dayWithoutTime: 'Each day needs a time of at least 1 minute.',
    hoursInvalid: 'Enter whole hours.',
    minutesInvalid: 'Enter minutes from 0 to 60.',
    classSizeInvalid: 'Enter a whole number of learners.',
    classSizeOrder: 'The minimum class size cannot be above the maximum.',
    /** Status: "with no session-day duration only Draft is offered". */
    draftOnly: 'Set the session days’ time (Session info) before publishing this course.',
    notFound: 'There is no such course.',
    /** A status the course may not be given now (`courseStatusChoices`). */
    statusNotOffered: 'This status is not offered for this course now.',
    /** Manage courses' filter of courses with or without sessions. */
    filterSessions: 'Sessions',
    withSessions: 'With sessions',
    withoutSessions: 'Without sessions',
    /** SCORM upload: "course id must match word characters, dot and hyphen". */
    scormCourseIdInvalid: 'Use only letters, digits, _, . and -.',
    /** SCORM upload: the id is taken and no new version was asked for (409). */
    scormExists: 'A SCORM course with this id exists. Upload it as a new version.',
    scormNotZip: 'The file must be a SCORM package (.zip).',
    scormTooLarge: 'The file must be at most {{megabytes}} MB.',
  },
  /**
   * Plan authoring (issue 9; 002 sections 4, 5 and 7): ours, where the spec names a rule but quotes no words
   * ('the not-published flag', the due-date and monthly-target rules).
   */
  planAuthoring: {
    /** The manage-learning-plan filter of plan types. */
    filterType: 'Type',
    objectTypes: { standard: 'Standard', compliancePlan: 'Compliance' },
    /** spec 002 section 4: Draft is selectable only while the plan is still draft. */
    draftOnlyWhileDraft: 'Only a draft can be saved as a draft.',
    publicRequired: 'Choose whether the plan is public.',
    monthlyTargetInvalid: 'Enter a whole percent from 0 to 100, or leave it empty.',
    monthlyTargetsDuplicate: 'Each month takes one target.',
    businessUnitMissing: 'There is no such business unit.',
    dueDateRequired: 'Choose a due date.',
    dueDateInPast: 'The due date cannot be earlier than today.',
    dueDurationInvalid: 'Enter a number of days above 0.',
    dueDateAndDuration: 'Set a due date or a duration, not both.',
    /** The not-published flag: a unit joins a plan only when published (status 2). */
    unitNotPublished: 'Only a published unit can be added to a plan.',
    unitNotInPlan: 'This unit is not in the plan.',
    unitOrderMismatch: 'The order must list each unit of the plan once.',
    prerequisiteUnitRequired: 'Choose the prerequisite unit.',
    prerequisiteUnitInvalid:
      'This unit cannot be the prerequisite: it is the unit itself, not in the plan, or already needs this unit.',
    prerequisiteWaitInvalid: 'Enter a number of days of 0 or more.',
    prerequisiteDateRequired: 'Choose the start date.',
    unitNameTaken: 'Another unit has this name.',
    noUnitsChosen: 'Choose at least one unit.',
    /** spec 002 section 2: map-responsibilities is for compliance plans only. */
    responsibilitiesCompliancePlanOnly: 'Only a compliance plan has responsibilities.',
  },
  /** Unit authoring (issue 9; 002 sections 3, 5 and 7): ours, where the spec names a rule but quotes no words. */
  unitAuthoring: {
    notFound: 'There is no such unit.',
    treeInvalid: 'The unit tree is not valid: {{problems}}',
    contentsUnknown: 'Some of these contents do not exist or are archived.',
    plansUnknown: 'Some of these plans do not exist or are archived.',
    /** Manage units' checkbox filter groups (002 section 3, "Unit search filters"). */
    filterGroups: { expertise: 'Expertise', type: 'Content type', category: 'Category' },
    /** Column headings of the unit's contents export (`unitExportFields`). */
    exportColumns: {
      contentId: 'Content ID',
      name: 'Name',
      type: 'Content type',
      points: 'Points',
      estimatedTime: 'Estimated time (minutes)',
      expertise: 'Expertise',
      placement: 'Placement',
      group: 'Group',
      status: 'Status',
    },
    placements: { tree: 'In the tree', sandbox: 'Sandbox' },
  },
  /**
   * The unit editor (002 sections 2, 4 and 9). The detach question is quoted by issue 9 ('will clicking okay
   * remove the connection'; sentence case and question mark ours); the rest are ours, where 002 section 4 names a
   * confirmation but quotes no words.
   */
  unitEditor: {
    /** Spec (issue 9): detaching a connection asks first; declined, the tree is rebuilt and the link stays. */
    detachConfirm: 'Will clicking okay remove the connection?',
    okay: 'Okay',
    cancel: 'Cancel',
    /** The reset and remove confirmations (002 section 4), one per choice of the reset-or-remove pop-out. */
    confirmations: {
      resetLayoutAndSandbox: {
        title: 'Reset layout and sandbox?',
        message:
          'All groups are removed and the placed contents go back to the sandbox. Contents waiting in the sandbox leave the unit.',
      },
      resetSandbox: {
        title: 'Reset sandbox?',
        message: 'The contents waiting in the sandbox leave the unit. The tree stays as it is.',
      },
      resetLayout: {
        title: 'Reset layout?',
        message: 'All groups are removed and every content goes back to the sandbox.',
      },
      removeSelected: {
        title: 'Remove selected contents?',
        message: 'The {{count}} selected contents leave the unit.',
      },
      removeAll: {
        title: 'Remove all contents?',
        message: 'Every content leaves the unit and the tree is emptied.',
      },
    },
    /** Why a link is refused (`linkProblem`). */
    linkProblems: {
      self: 'A group cannot be linked to itself.',
      cycle: 'This link would make a loop: the group already leads to the other one.',
      'already-linked': 'These groups are already linked.',
      'unknown-group': 'This group is no longer in the tree.',
      placeholder: 'Drop the content first, then link its group.',
    },
    saving: 'Saving…',
    saved: 'Unit saved.',
    saveFailed: 'The unit was not saved. Check your connection and try again.',
    /** The editor widget's own texts (ours: the spec names the parts, not their words). */
    editorTitle: 'Unit editor',
    canvas: 'Unit tree',
    empty: 'No groups yet. Place a content from the sandbox to start the tree.',
    sandboxTitle: 'Sandbox',
    sandboxEmpty: 'No content waits in the sandbox.',
    collapseSandbox: 'Collapse the sandbox',
    expandSandbox: 'Expand the sandbox',
    placeLabel: 'Place {{name}}',
    placeChoose: 'Place in group…',
    newGroup: 'New group',
    groupName: 'Group {{number}}',
    ruleLabel: 'Rule of {{group}}',
    ruleAll: 'All of {{count}}',
    ruleAny: 'Any {{n}} of {{count}}',
    linkLabel: 'Link {{group}} to a child group',
    linkChoose: 'Link to…',
    parentsLabel: 'After',
    detach: 'Detach {{child}} from {{parent}}',
    toSandbox: 'Move {{name}} back to the sandbox',
    selectContent: 'Select {{name}}',
    listView: 'List view',
    resetMenu: 'Reset or remove',
    resetChoices: {
      resetLayoutAndSandbox: 'Reset layout and sandbox',
      resetSandbox: 'Reset sandbox',
      resetLayout: 'Reset layout',
      removeSelected: 'Remove selected',
      removeAll: 'Remove all',
    },
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    zoomReset: 'Zoom to 100%',
    zoomLevel: 'Zoom {{percent}}%',
  },
  /** The plan screens' labels (002 sections 2 and 5 name the fields; the words are ours). */
  planScreens: {
    form: {
      isPublic: 'Public plan',
      yes: 'Yes',
      no: 'No',
      image: 'Image',
      name: 'Name',
      shortName: 'Short name',
      description: 'Description',
      monthlyTargets: 'Monthly targets (percent complete)',
      dueMode: 'Due date',
      dueNone: 'No due date',
      dueFixed: 'Fixed date',
      dueDuration: 'Duration',
      dueDate: 'Due on',
      dueDays: 'Days to complete',
    },
    units: {
      title: 'Units of this plan',
      columns: ['Order', 'Unit', 'Status', 'Actions'],
      moveUp: 'Move {{name}} up',
      moveDown: 'Move {{name}} down',
      up: 'Up',
      down: 'Down',
      edit: 'Edit',
      editLabel: 'Edit {{name}}',
      removeLabel: 'Remove {{name}} from the plan',
      prerequisites: 'Set prerequisites',
    },
    prerequisites: {
      title: 'Unit prerequisites',
      intro: 'Choose what each unit of {{plan}} waits for before a learner can start it.',
      empty: 'This plan has no units yet.',
      type: 'Prerequisite of {{name}}',
      unit: 'Prerequisite unit of {{name}}',
      chooseUnit: 'Choose a unit',
      wait: 'Wait time of {{name}} (days)',
      startDate: 'Start date of {{name}}',
      edit: 'Edit',
      editLabel: 'Edit {{name}}',
      save: 'Save prerequisites',
      saved: 'Prerequisites saved.',
      backToUnits: 'Back to the plan’s units',
    },
    manageTitle: 'Manage learning plans',
    manageColumns: ['Name', 'Short name', 'Status', 'Type', 'Units', 'Last changed'],
  },
  /** The course wizard's external course ids (002 section 5: "2 to 300 characters") and expertise step: ours. */
  courseSteps: {
    externalLegend: 'External course ids',
    externalHelp: 'The ids this course has in other training systems, 2 to 300 characters each.',
    externalEmpty: 'No external course ids.',
    externalLabel: 'External course id {{number}}',
    addExternal: 'Add an external course id',
    removeExternal: 'Remove the last external course id',
  },
  /** The unit editor's screens (issue 9; 002 sections 2, 4 and 5): ours; the spec names the parts only. */
  unitScreens: {
    newTitle: 'New unit',
    nameLabel: 'Unit name',
    create: 'Create unit',
    creating: 'Creating…',
    save: 'Save',
    saveAndClose: 'Save and close',
    close: 'Close',
    /** A unit that has no contents yet: how to add some. */
    empty:
      'This unit has no contents yet. Search for contents below and add them: they wait in the sandbox until you place them in the tree.',
    addTitle: 'Add contents',
    searchLabel: 'Search contents to add',
    searchHint: 'Type at least 3 characters.',
    searchEmpty: 'No content outside this unit matches.',
    add: 'Add',
    addLabel: 'Add {{name}} to the unit',
    contentDetail: '{{type}}, {{points}} points',
    addFailed: 'The content was not added. Check your connection and try again.',
    backToList: 'Back',
    /** Leaving with changes not saved asks first. */
    leaveTitle: 'Leave without saving?',
    leaveMessage: 'Your changes to this unit are not saved. They are lost if you leave now.',
    leave: 'Leave',
    stay: 'Stay',
  },
  /**
   * The add-unit dialog of a plan's units step (002 sections 2, 4, 5 and 9). The three options are the spec's
   * ("add blank unit, use existing unit, or copy unit"); the rest are ours.
   */
  addUnitDialog: {
    open: 'Add unit',
    title: 'Add a unit to the plan',
    description: 'Start a blank unit, add units that exist, or copy one unit under a new name.',
    choiceLegend: 'How to add the unit',
    choices: { blank: 'Add blank unit', existing: 'Use existing unit', copy: 'Copy unit' },
    choiceHints: {
      blank: 'Opens the unit editor for a new unit in this plan.',
      existing: 'Choose one or more units. Only a published unit can join a plan.',
      copy: 'Choose one unit and name its copy. The copy joins this plan.',
    },
    searchLabel: 'Search units',
    searchHint: 'Type at least 3 characters, or choose from the first units listed.',
    searching: 'Looking for units…',
    searchEmpty: 'No unit matches.',
    searchFailed: 'The units could not be loaded. Try again.',
    unitsLegend: 'Units',
    copyLegend: 'Unit to copy',
    more: 'The first {{shown}} of {{total}} units are shown. Type more of a name to find the others.',
    selectedCount: '{{count}} selected',
    copyName: 'Name of the copy',
    noUnit: 'Choose a unit.',
    submit: { blank: 'Open the unit editor', existing: 'Add units', copy: 'Copy unit' },
    cancel: 'Cancel',
    failed: 'The unit was not added. Check your connection and try again.',
    /** The units step's empty plan, now that units are added from the dialog. */
    stepEmpty: 'This plan has no units yet. Add a unit to start.',
  },
  /**
   * Manage units (002 sections 2, 3 and 9). The sort options are the spec's ("Manage units has Units' Created Date,
   * Alphabetical, Reverse Alphabetical"); the rest are ours.
   */
  unitList: {
    /** Spec: the screen's name. */
    title: 'Manage units',
    columns: ['Name', 'Status', 'Contents', 'Points', 'Plans', 'Created'],
    createLabel: 'New unit',
    empty: 'There are no units yet. Create one to start.',
    noResults: 'No unit matches this search and these filters.',
    sortLabel: 'Sort by',
    sorts: { created: "Units' Created Date", 'a-z': 'Alphabetical', 'z-a': 'Reverse Alphabetical' },
    /** The points slider: units whose placed contents add up to at most this many points. */
    pointsLabel: 'Points up to',
    pointsHint: 'Units whose placed contents are worth at most this many points.',
    filtersTitle: 'Filters',
  },
} as const;
