/**
 * Report dashboard texts (issue 10; 001 sections 2, 6 and 8): the reports' own catalogue, exported on its own so
 * that screens quoting none of it do not carry it. Texts marked "spec" are quoted from 001 and must not be edited
 * for style; the rest are ours.
 */
export const reportMessages = {
  /** spec (section 8): saving a report view under a name the user already has. */
  replaceViewQuestion: 'You already have a report saved with this name.\nPress OK to replace it.',
  /** 403: the rule of `canReadReport` (001 section 6 leaves it open). */
  notAllowed: 'Only reporting users and managers may see reports, and a manager only their own team.',
  regionNotFound: 'There is no such region.',
  districtNotFound: 'There is no such district in this region.',
  storeNotFound: 'There is no such store in this district.',
  managerNotFound: 'There is no such manager.',
  viewNotFound: 'There is no such saved report.',
  validation: {
    viewNameRequired: 'Enter a name for this report.',
    viewNameTooLong: 'Use at most 100 characters for the name.',
    viewUrlInvalid: 'A saved report must be a report page.',
    tooManyBreadcrumbs: 'A saved report has at most 10 breadcrumbs.',
    sortColumnInvalid:
      'Sort by name, learners, score, average_score, level, gold, silver, bronze or badges, then -asc or -desc.',
  },
  /** The report widgets of @segno/ui (ours; column names from 001 section 3, Report rows). */
  widgets: {
    table: {
      columns: {
        learners: 'Learners',
        score: 'Score',
        average_score: 'Average score',
        level: 'Level',
        gold: 'Gold',
        silver: 'Silver',
        bronze: 'Bronze',
        badges: 'Badges',
      },
      manager: 'Manager',
      /** The totals row's label: every row of the report, over all pages. */
      totals: 'Total',
      empty: 'Nothing to report yet',
      /** Names the pager: '{{caption}}' is the table's caption ('Regions pages'). */
      pagerLabel: '{{caption}} pages',
    },
    charts: {
      medalsTitle: 'Medal distribution',
      medalsEmpty: 'No medals yet',
      medal: 'Medal',
      medals: 'Medals',
      scoresEmpty: 'No scores yet',
      /** Under the score chart when it shows only the highest scores. */
      scoresTop: 'The {{shown}} highest scores of {{total}}.',
      name: 'Name',
      completionsTitle: 'Completions over time',
      completionsEmpty: 'No completions yet',
      month: 'Month',
      completions: 'Completions',
      showData: 'Show data',
      hideData: 'Hide data',
    },
    views: {
      title: 'Saved reports',
      loading: 'Loading saved reports',
      loadFailed: 'Saved reports could not be loaded.',
      none: 'No saved reports yet',
      /** '{{count}}': every saved view. */
      showAll: 'Show all ({{count}})',
      showFewer: 'Show fewer',
      updated: 'Saved {{date}}',
      nameLabel: 'Report name',
      save: 'Save',
      saved: 'Report saved',
    },
  },
  /** The report, segment and content exports (ours; the export dialog lists these headings as its fields). */
  exports: {
    /** Column headings of `reportExportFields`. */
    reportColumns: {
      name: 'Name',
      manager: 'Manager',
      learners: 'Learners',
      score: 'Score',
      average_score: 'Average score',
      level: 'Level',
      gold: 'Gold',
      silver: 'Silver',
      bronze: 'Bronze',
      badges: 'Badges',
    },
    /** Column headings of `segmentExportFields`: the segment's learners. */
    segmentColumns: {
      userId: 'User ID',
      username: 'Username',
      firstName: 'First name',
      lastName: 'Last name',
      subscribed: 'Subscribed',
      assigned: 'Assigned',
      score: 'Points',
    },
    /** Column headings of `contentExportFields`: the content's completions. */
    contentColumns: {
      userId: 'User ID',
      username: 'Username',
      firstName: 'First name',
      lastName: 'Last name',
      completedAt: 'Completed',
      points: 'Points',
    },
    yes: 'Yes',
    no: 'No',
  },
  /** The report screens of the app (ours; routes from 001 section 2). */
  screens: {
    overviewTitle: 'Reports overview',
    /** A manager's team page: '{{name}}' is the manager's. */
    teamTitle: 'Team of {{name}}',
    captions: {
      overview: 'Regions',
      region: 'Districts',
      district: 'Stores',
      store: 'Learners',
      team: 'Team members',
    },
    nameHeaders: {
      overview: 'Region',
      region: 'District',
      district: 'Store',
      store: 'Learner',
      team: 'Learner',
    },
    scoresTitles: {
      overview: 'Score by region',
      region: 'Score by district',
      district: 'Score by store',
      store: 'Score by learner',
      team: 'Score by learner',
    },
    filters: {
      title: 'Filters',
      region: 'Region',
      district: 'District',
      store: 'Store',
      /** The `seg` filter (001 section 2 names the parameter, not its label). */
      segment: 'Segment',
      anySegment: 'All segments',
      subscription: 'Subscription',
      any: 'All',
      self: 'Subscribed themselves',
      auto: 'Assigned',
      clear: 'Clear filters',
    },
    chartsTitle: 'Charts',
    chartsLoading: 'Loading charts',
    chartsFailed: 'The charts could not be loaded.',
    retry: 'Try again',
  },
} as const;
