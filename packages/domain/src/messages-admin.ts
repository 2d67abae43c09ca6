/**
 * Segment admin authoring texts (issue 8): the catalogue's admin area, exported on its own like `iltMessages`.
 * Texts marked "spec" are quoted from 001 and must not be edited for style; the rest are ours, written where
 * the spec names a rule or a screen but quotes no words for it.
 */
export const adminMessages = {
  validation: {
    /** Ours: the spec sets the limits (001 sections 5 and 9) but quotes no message. */
    tooLong: 'must be at most {{maxlength}} characters',
    nameTaken: 'is already taken',
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
    },
    /** A new item's heading: 'New segment'. */
    newTitle: 'New {{kind}}',
    back: 'Back',
    continue: 'Save and continue',
    create: 'Create',
    saveAndClose: 'Save and close',
    close: 'Close',
    saving: 'Saving…',
    saved: 'Saved',
    /** Shown when a save fails; the form keeps everything typed. */
    saveFailed: 'Your changes were not saved. Check your connection and try again.',
    /** A save the server refused field by field: the fields say why. */
    checkFields: 'Your changes were not saved. Check the fields marked below.',
    created: '{{kind}} created',
    createdBody: '“{{name}}” was created. Continue to set it up.',
    open: 'Continue',
  },
  kinds: { segment: 'Segment', content: 'Content', badge: 'Badge', seglet: 'Seglet' },
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
} as const;
