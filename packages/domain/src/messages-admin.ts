/**
 * Segment admin authoring texts (issue 8): the catalogue's admin area, exported on its own like `iltMessages`.
 * Texts marked "spec" are quoted from 001 and must not be edited for style; the rest are ours, written where
 * the spec names a rule or a screen but quotes no words for it.
 */
export const adminMessages = {
  validation: {
    /** Ours: the spec sets the limits (001 sections 5 and 9) but quotes no message. */
    tooLong: 'must be at most {{maxlength}} characters',
    /** The 409 of a save whose name or short name another item has; each field says `validation.unique`. */
    nameTaken: 'The name or short name is already taken.',
    imageRequired: 'Choose an image.',
    /** Ours: the spec asks for a valid url, https preferred. */
    invalidUrl: 'Enter a web address that starts with https://',
    /** Ours: "http on non-SCORM raises an insecure-url warning"; a warning, the save goes ahead. */
    insecureUrl: 'This address is not secure (http). Learners may see a browser warning.',
    /** Spec. */
    invalidScormUrl: 'Invalid Scorm Url',
    pointsMin: 'Points must be at least 1.',
    maxPointsRange: 'Possible points must be between {{min}} and {{max}}.',
    estimatedTimeMin: 'Estimated time must be at least 1 minute.',
    wholeNumber: 'Enter a whole number.',
    contentOwnerInvalid: 'Enter a company e-mail address.',
    contentOwnerUnknown: 'No user has this e-mail address.',
    /** Spec (001 section 5, segnocodes). */
    segnocodeCharacters: 'SegnoCode accepts alphabets and numeric only.',
    segnocodeTooShort: 'Segno code is too short.',
    segnocodeTooLong: 'Segno code is too long.',
    segnocodeTaken: 'Sorry, Segnocode entered already exists. Kindly try a new Segnocode.',
    /** Spec (001 section 5, system alert). */
    alertEmpty: 'The alert must have a message to be saved',
  },
  /**
   * Medal publishing error codes (001 section 5): the spec names the four codes and their causes but quotes no
   * words; ours.
   */
  medalErrors: {
    1: 'The points are more than the segment’s {{max}} possible points.',
    2: 'A medal with 0 points needs at least one badge.',
    3: 'Published medals need rising points: bronze below silver below gold.',
    4: 'Points must be a whole number.',
  },
  medals: {
    reverted: 'Not published: the medal was saved as a draft.',
    saved: 'Medals saved.',
    /** The medals step links to a new badge of each medal (badges/new?segment_id=&medal_type_id=, 001 section 2). */
    addBadges: 'Badges earned with a medal',
    addBadge: 'Add a badge to {{medal}}',
  },
  wizard: {
    /** Step titles: the spec names the steps (001 section 2); the titles are ours. */
    steps: {
      edit: 'Basic info',
      content: 'Content',
      contents: 'Contents',
      medals: 'Medals',
      users: 'Users',
      status: 'Status',
      'change-log': 'Change log',
      'launch-and-expiration': 'Launch and expiration',
      expertise: 'Expertise',
      tags: 'Tags',
      'skill-mapping': 'Skill mapping',
      'map-responsibilities': 'Responsibilities',
      'add-learner': 'Add learners',
      segment: 'Segment',
      segments: 'Segments',
      relationships: 'Relationships',
      locking: 'Locking',
      badges: 'Badges',
      notifications: 'Notifications',
      units: 'Learning units',
      'session-info': 'Session info',
    },
    /** 002 section 2: the ILT course wizard's users step is titled so (`wizardStepTitle`). */
    courseVisibilityStep: 'Course Visibility',
    /** A new item's heading: 'New segment'. */
    newTitle: 'New {{kind}}',
    back: 'Back',
    continue: 'Save and continue',
    create: 'Create',
    saveAndClose: 'Save and close',
    close: 'Close',
    saving: 'Saving…',
    /** While the next step's data loads (after Save and continue, Back or a step link). */
    openingStep: 'Opening the step…',
    saved: 'Saved',
    /** Shown when a save fails; the form keeps everything typed. */
    saveFailed: 'Your changes were not saved. Check your connection and try again.',
    /** A save the server refused field by field: the fields say why. */
    checkFields: 'Your changes were not saved. Check the fields marked below.',
    created: '{{kind}} created',
    createdBody: '“{{name}}” was created. Continue to set it up.',
    open: 'Continue',
  },
  kinds: {
    segment: 'Segment',
    content: 'Content',
    badge: 'Badge',
    seglet: 'Seglet',
    plan: 'Learning plan',
    course: 'Course',
  },
  status: {
    draft: 'Draft',
    published: 'Published',
    archived: 'Archived',
    /** Ours: archiving asks first (001 section 4: "Archiving after confirmation deletes the item"). */
    archiveConfirm: 'Archive “{{name}}”? Learners will no longer see it.',
  },
  changeLog: {
    empty: 'No changes yet.',
    /** One change log line: who changed what, and when. */
    entry: '{{user}} {{action}}',
    actions: { create: 'created it', update: 'changed {{fields}}', status: 'set the status to {{status}}' },
  },
  /** The segment wizard's content step: the segment's seglets (ours). */
  segmentSeglets: {
    title: 'Seglets of this segment',
    empty: 'This segment has no seglets yet. Add one below.',
    add: 'Add seglet',
    choose: 'Seglet to add',
    noneFree: 'Every seglet is in a segment. Create a new seglet first.',
    remove: 'Remove {{name}} from this segment',
    create: 'Create a seglet',
  },
  lists: {
    searchLabel: 'Search by name',
    noResults: 'Nothing matches your search.',
    empty: 'Nothing here yet.',
    /** A filter select's first choice: no filter on that group. */
    filterAll: 'All',
    /** The buttons of lists an admin adds to from a search and removes from. */
    add: 'Add',
    remove: 'Remove',
    points: '{{points}} points',
  },
  /** Badge authoring (issue 8, badges): the form's selects and the wizard's content step (ours). */
  badges: {
    manageTitle: 'Manage badges',
    segment: 'Segment',
    chooseSegment: 'Choose a segment',
    /** A field fragment after the label: 'Segment must be one that is not archived'. */
    segmentUnavailable: 'must be one that is not archived',
    medalType: 'Earned with medal',
    medalTypeNone: 'None (earned by its contents)',
    medalTypeHint: 'A badge tied to a medal is earned together with that medal of its segment.',
    contentsTitle: 'Contents that earn this badge',
    contentsEmpty: 'This badge has no contents yet. Search the segment’s contents below.',
    searchLabel: 'Search the segment’s contents',
    searchHint: 'Type at least 3 characters.',
    searchEmpty: 'No content of this segment matches.',
    add: 'Add {{name}}',
    remove: 'Remove {{name}} from this badge',
    /** The manage list's column: its segment and medal. */
    detail: '{{segment}}, {{medal}}',
    noMedal: 'no medal',
    /** The notifications step (ours: 001 names the step only). */
    notifyLabel: 'Tell learners when they earn this badge',
    notifyHint: 'The reward pop-up names the badge when a completion earns it.',
    notificationTextLabel: 'Message',
    notificationTextHint: 'Shown under the badge’s name in the reward pop-up; leave empty for none.',
    /** The manage list's filters beyond status (GET /badge/filters). */
    filterSegment: 'Segment',
    filterMedal: 'Medal',
    filterNoMedal: 'No medal',
  },
  /** Segnocodes (001 sections 2, 3 and 5): the content's code editor and the segnocode report (ours). */
  segnocodes: {
    codeLabel: 'Segno code',
    codeHint: 'Letters and digits, 3 to 14 characters.',
    checking: 'Checking the code…',
    available: 'This code is available.',
    generate: 'Generate',
    replace: 'Replace',
    remove: 'Remove',
    current: 'Current code:',
    none: 'This content has no segno code.',
    saved: 'Segno code saved.',
    removed: 'Segno code removed.',
    saveFailed: 'The segno code could not be saved. Try again.',
    printPortrait: 'Printable code (portrait)',
    printLandscape: 'Printable code (landscape)',
    reportTitle: 'Segno code report',
    reportCodeLabel: 'Redeemed code',
    reportShow: 'Show report',
    reportIntro: 'Enter a segno code to see who redeemed it.',
    reportCaption: 'Learners who redeemed {{code}}',
    reportContent: 'Code for {{name}}: {{count}} redeemed',
    reportEmpty: 'No one has redeemed this code yet.',
    reportLoading: 'Loading the report…',
    reportFailed: 'The report could not be loaded.',
    retry: 'Try again',
    unknownCode: 'There is no such SegnoCode.',
    sortBy: 'Sort by {{column}}',
    columns: {
      externalId: 'External ID',
      firstName: 'First name',
      lastName: 'Last name',
      location: 'Location',
      locDesc: 'Location description',
      managerId: 'Manager ID',
      createdDate: 'Redeemed on',
    },
    pagerLabel: 'Report pages',
  },
  /** Tags on contents, segments and seglets (001 sections 2 and 5): the spec quotes no words; ours. */
  tags: {
    title: 'Tags',
    searchLabel: 'Add a tag',
    placeholder: 'Type 3 or more characters',
    empty: 'No tags yet.',
    noMatches: 'No other tag matches.',
    searchFailed: 'Tags could not be loaded.',
    /** The suggestion that creates the typed tag when no tag has its name. */
    create: 'Create tag “{{name}}”',
    nameTooShort: 'A tag name needs more than 2 characters.',
    added: 'Tag {{name}} added.',
    removed: 'Tag {{name}} removed.',
    saveFailed: 'The tag could not be saved. Try again.',
    /** The segment's basic info links to its tags page (`segments/{id}/tags`), which links back. */
    segmentTags: 'Tags of this segment',
    backToSegment: 'Back to the segment',
  },
  /** Admin home (002 section 2): the spec names the groups and links; the labels follow its words. */
  home: {
    title: 'Segment admin',
  },
  /**
   * The system alert screen (001 sections 2 and 5): the spec quotes only the empty message
   * (validation.alertEmpty); ours.
   */
  alert: {
    title: 'System alert',
    textLabel: 'Alert text',
    textDescription: 'Learners see it in a bar at the top of every page until they dismiss it.',
    publishedLabel: 'Published',
    publishedDescription: 'Only a published alert is shown to learners.',
    save: 'Save',
    delete: 'Delete',
    deleteConfirm: 'Delete the alert? Learners will no longer see it.',
    saved: 'Alert saved.',
    deleted: 'Alert deleted.',
    saveFailed: 'The alert was not saved. Check your connection and try again.',
    deleteFailed: 'The alert was not deleted. Check your connection and try again.',
  },
  /**
   * The content wizard's map-responsibilities step (002 section 5, "Responsibilities"): the spec states the
   * rules but quotes no words; ours.
   */
  responsibilities: {
    title: 'Responsibilities',
    intro: 'The responsibilities this compliance content is for. Type to pick one, or enter a new name.',
    introMapOnly: 'The responsibilities this compliance content is for. Pick each from the suggestions.',
    fieldLabel: 'Responsibility {{number}}',
    addField: 'Add a field',
    removeField: 'Clear responsibility {{number}}',
    tooShort: 'A responsibility needs at least {{minlength}} characters.',
    tooLong: 'A responsibility can have at most {{maxlength}} characters.',
    atLeastOne: 'Enter at least one responsibility.',
    pickSuggestion: 'Pick a responsibility from the suggestions.',
    duplicatesCleared: 'Repeated names were cleared.',
    noSuggestions: 'No responsibility matches.',
    suggestionsFailed: 'Suggestions could not be loaded.',
    save: 'Save responsibilities',
    saved: 'Responsibilities saved.',
    saveFailed: 'The responsibilities were not saved. Check your connection and try again.',
    /** The server's answer to an id that names no responsibility. */
    unknown: 'There is no such responsibility.',
    /** The step exists only for compliance content without a sub type (001 section 2). */
    notCompliance: 'Only compliance content without a sub type has responsibilities.',
  },
  /** Checklist authoring (001 section 2, "checklists new; edit-checklist screen"): ours. */
  checklists: {
    homeTitle: 'Checklists',
    newTitle: 'New checklist',
    editTitle: 'Edit checklist',
    nameLabel: 'Checklist name',
    itemsTitle: 'Items',
    itemLabel: 'Item {{number}}',
    addItem: 'Add item',
    removeItem: 'Remove item {{number}}',
    moveUp: 'Move item {{number}} up',
    moveDown: 'Move item {{number}} down',
    atLeastOneItem: 'Add at least one item.',
    create: 'Create checklist',
    save: 'Save checklist',
    created: 'Checklist created.',
    saved: 'Checklist saved.',
    saveFailed: 'The checklist was not saved. Check your connection and try again.',
    /** Editing a checklist learners have filled in (our rule). */
    filledNotice:
      '{{count}} learners have filled in this checklist. Renaming an item keeps their checks; removing an item removes them.',
    notFound: 'There is no such checklist.',
    pickLabel: 'Checklist',
    pickNone: 'Choose a checklist',
    pickSaved: 'Checklist saved for this content.',
    /** The server's answer when the content is not of the checklists type. */
    notChecklistContent: 'Only checklist content has a checklist.',
  },
  /**
   * Assignments (001 sections 3, 5 and 7; issue 8): the criterion rows that pick the users of a segment or a
   * content. The spec states the rules but quotes no words; ours.
   */
  assignment: {
    title: 'Who is assigned',
    description: 'Rows of different kinds must all match; rows of one kind match if any of them does.',
    rowLabel: 'Rule {{number}}',
    typeLabel: 'Criterion',
    operatorLabel: 'Operator',
    valueLabel: 'Value',
    typePlaceholder: 'Choose a criterion',
    operatorPlaceholder: 'Choose',
    addRow: 'Add a rule',
    removeRow: 'Remove rule {{number}}',
    operators: { 1: 'is', 2: 'is not' },
    tally: '{{count}} users',
    tallyOne: '1 user',
    tallyLoading: 'Counting users…',
    tallyFailed: 'The users could not be counted.',
    empty: 'No rules yet: nobody is assigned.',
    defaultRequiredLabel: 'Default for assigned learners',
    required: 'Required',
    optional: 'Optional',
    /** Refusals, shown by the row's field and sent by the server with the same words. */
    incomplete: 'Choose an operator and enter a value, or remove this rule.',
    /** A fragment after the radio group's legend: 'Default for assigned learners must be chosen'. */
    defaultRequiredMissing: 'must be chosen',
    noRows: 'Add at least one rule.',
    exists: 'This item has an assignment already: change it instead.',
    missing: 'This item has no assignment.',
    delete: 'Remove assignment',
    deleteFailed: 'The assignment was not removed. Check your connection and try again.',
    deleteConfirm:
      'Remove the assignment? Users it assigned are no longer assigned; their own subscriptions stay.',
    /** Column headings of `assignmentExportFields`. */
    exportColumns: {
      userId: 'User ID',
      username: 'Username',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      location: 'Store',
      department: 'Department',
      jobCode: 'Job code',
      managerId: 'Manager ID',
      required: 'Required or optional',
    },
    /** The export lists the users the saved rules pick, so it waits for unsaved changes. */
    exportUnsaved: 'Save your changes to export the users they pick.',
  },
  /**
   * The content wizard's relationships, locking and badges steps (001 sections 2 to 5): the spec quotes no
   * words for them; ours.
   */
  relationships: {
    title: 'Relationships',
    prerequisitesTitle: 'Prerequisites',
    prerequisitesHint: 'Contents a learner must complete before this one.',
    prerequisitesEmpty: 'No prerequisites. Learners can take this content at once.',
    searchLabel: 'Find a content to require first',
    searchHint: 'Type at least 3 characters.',
    searchEmpty: 'No other content matches.',
    searchFailed: 'Contents could not be loaded.',
    addPrerequisite: 'Add {{name}} as a prerequisite',
    removePrerequisite: 'Remove prerequisite {{name}}',
    parentsTitle: 'Where it appears',
    parentsHint: 'The segments, seglets and plans holding this content. Change them in their own wizards.',
    parentsEmpty: 'This content is in no segment or plan yet.',
    parentSegment: 'Segment {{name}}',
    parentSeglet: 'Segment {{name}}, seglet {{seglet}}',
    parentPlan: 'Plan {{name}}',
    externalTitle: 'External content',
    externalHint: 'Links to material outside Segno that goes with this content.',
    externalEmpty: 'No external content.',
    externalUrlLabel: 'Web address',
    externalAdd: 'Add link',
    removeExternal: 'Remove link {{url}}',
    saveFailed: 'The change was not saved. Try again.',
    selfPrerequisite: 'A content cannot be its own prerequisite.',
    prerequisiteCycle: 'That content already requires this one, so it cannot also be its prerequisite.',
    unknownContent: 'There is no such content.',
    ruleWithoutPrerequisites: 'Add a prerequisite before choosing how many are needed.',
    ruleOutOfRange: 'Choose a number from 1 to {{count}}.',
    lockingTitle: 'Locking',
    lockingLegend: 'Learners must complete',
    lockingAll: 'All of the prerequisites',
    lockingSome: 'Some of them',
    lockingCount: 'How many',
    lockingUnlocked:
      'This content has no prerequisites, so it is not locked. Add them in the relationships step.',
    lockingLocked: 'Locked until {{needed}} of {{count}} prerequisites are complete.',
    badgesTitle: 'Badges this content earns',
    badgesHint: 'Badges of this content’s segment that completing it counts towards.',
    badgesEmpty: 'This content earns no badges.',
    badgesNoSegment:
      'Place this content in a segment first: only its segment’s badges can be earned with it.',
    badgeSearchLabel: 'Find a badge of the segment',
    badgeSearchEmpty: 'No other badge of the segment matches.',
    addBadge: 'Add badge {{name}}',
    removeBadge: 'Remove badge {{name}}',
    badgeNotInSegment: 'Only a badge of the content’s segment can be earned with it.',
    unknownBadge: 'There is no such badge.',
    unknownExternal: 'There is no such external content.',
  },
  /**
   * Export jobs (001 sections 2 and 4: "Export download options dialog; download pop-up with progress"): the
   * spec quotes no words; ours.
   */
  exports: {
    open: 'Export',
    title: 'Export',
    description:
      'Choose the file type and the fields. The file is prepared on the server; you can keep working.',
    formatLegend: 'File type',
    formats: { csv: 'CSV (comma separated)', xls: 'Excel workbook (.xlsx)' },
    csvHint: 'UTF-8 with a byte order mark, so Excel opens accented names correctly.',
    fieldsLegend: 'Fields',
    fieldsRequired: 'Choose at least one field.',
    unknownField: 'Unknown export field.',
    start: 'Export',
    cancel: 'Cancel',
    progressTitle: 'Export',
    requesting: 'Starting the export…',
    preparing: 'Preparing the file…',
    progress: '{{rows}} of {{total}} rows',
    progressLabel: 'Export progress',
    ready: 'Your file is ready: {{rows}} rows.',
    download: 'Download',
    downloaded: 'Downloaded.',
    failed: 'The export failed. Try again.',
    /** Not a spec text: a job its server stopped writing (a crash, a shutdown) is failed with this error. */
    interrupted: 'The export stopped before it finished. Start it again.',
    retry: 'Try again',
    dismiss: 'Close',
  },
  /** Launch and expiration, expertise and skill mapping (001 sections 3 to 5): ours. */
  schedule: {
    launchLabel: 'Launch date',
    launchHelp: 'Learners see it from this day on. Leave empty to show it as soon as it is published.',
    expirationLabel: 'Expiration date',
    expirationHelp: 'Learners no longer see it from this day. Leave empty to keep it.',
    /** Our rule, as a field fragment: 'Expiration date must be after the launch date'. */
    expirationBeforeLaunch: 'must be after the launch date',
    invalidDate: 'is not a valid date',
    notLaunched: 'Not launched yet: learners see it from {{date}}.',
    expired: 'Expired on {{date}}: learners no longer see it.',
    live: 'Learners see it now.',
    expertiseLegend: 'Expertise',
    expertiseHelp: 'How much the learner should already know.',
    expertiseNone: 'Not set',
    /** Skill mapping (001 sections 3 and 5; the levels are 002's assessment scale, 1 to 10 here). */
    skillsTitle: 'Skills',
    skillsIntro: 'The skills this content builds, each with the minimum level a learner needs.',
    skillSearchLabel: 'Add a skill',
    skillSearchHint: 'Type at least 2 characters.',
    noSkills: 'No skills yet.',
    noSkillMatches: 'No skill matches.',
    skillLevelLabel: 'Minimum level for {{skill}}',
    removeSkill: 'Remove {{skill}}',
    remove: 'Remove',
    skillsSaveFailed: 'The skills were not saved. Check your connection and try again.',
    /** A field fragment: 'Minimum level must be between 1 and 10'. */
    skillLevelRange: 'must be between {{min}} and {{max}}',
    unknownSkill: 'There is no such skill.',
  },
  /** Content types and sub types (001 sections 3 and 5): ours; 'Invalid Scorm Url' is `validation.invalidScormUrl`. */
  contentTypes: {
    /** The manage-contents filter of types (ours). */
    filterType: 'Type',
    subTypeLabel: 'Sub type',
    chooseSubType: 'Choose a sub type',
    /** A fragment after the label: 'Sub type does not belong to the chosen type'. */
    subTypeMismatch: 'does not belong to the chosen type',
  },
  /** The seglet wizard's contents step (001 section 2): ours. Content has no order inside a seglet. */
  segletContents: {
    title: 'Contents of this seglet',
    order: 'Listed by name.',
    empty: 'This seglet has no contents yet.',
    loading: 'Loading the contents…',
    notInSegment:
      'A content can only go into a seglet that is in a segment. Put this seglet in a segment (the Segments step) to add contents.',
    columns: { content: 'Content', points: 'Points', actions: 'Actions' },
    searchLabel: 'Search contents to add',
    searchHint: 'Type at least 3 characters.',
    searchEmpty: 'No content matches.',
    /** A search find that is in another seglet: adding moves it here. */
    inOtherSeglet: 'now in {{seglet}}',
    add: 'Add {{name}}',
    remove: 'Remove {{name}} from this seglet',
    changeFailed: 'The change was not saved. Check your connection and try again.',
  },
} as const;
