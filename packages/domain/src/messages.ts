/**
 * Every user-visible text the spec quotes, once. Keys group by where the text appears; the texts are the
 * spec's own words and must not be edited for style. Areas split out so far live beside it, each exported on
 * its own: `iltMessages` (messages-ilt.ts).
 */
export const messages = {
  login: {
    accessDenied: 'You do not have access rights, or your access is suspended currently.',
    invalidCredentials: 'Invalid enterprise ID or password.',
    invalidTicket: 'Your sign-in ticket is not valid or has expired.',
    /** Not a spec text: the answer to too many refused sign-ins (issue 11), shown as the login failure. */
    tooManyAttempts: 'Too many failed sign-in attempts. Try again in {{minutes}} minutes.',
  },
  validation: {
    required: 'is required',
    invalidCharacters: 'contains invalid characters',
    unique: 'must be unique',
    minLength: 'needs at least {{minlength}} characters',
    mustEnterValue: 'Must enter a value',
    searchTooShort: 'The search term must be at least 3 characters long.',
    invalidSegnocode: 'Please enter a valid SegnoCode',
    /** Not a spec text: the date field's message for a date it cannot read (issue 3). */
    invalidDate: 'Enter a date like Nov 22 2026',
  },
  errors: {
    generic: 'Oh No! Something went wrong!',
    memory: 'You have exceeded the max limit, try again with lesser fields.',
    contentForbidden: 'You do not have access rights to consume this content at this time.',
    completionTitle: 'Oops. Something went wrong.',
    notAnImage: 'File must be an image.',
    uploadFailed: 'Failed to upload file.',
    /** Not a spec text: the spec requires at least 150x150 (000 section 5) but quotes no message. */
    imageTooSmall: 'The image must be at least 150 by 150 pixels.',
    /** Not a spec text: uploads over `imageMaxPixels` are refused (issue 11). */
    imageTooManyPixels: 'The image must be at most 50 megapixels.',
  },
  banners: {
    feedbackSent: 'Thanks. We appreciate your feedback.',
    contentRequestSent: "Thanks. We'll take a look at your request.",
  },
  /**
   * Taking content (issue 5). The spec names these outcomes (000, sections 4 and 8) but quotes no words for
   * them except the error title; the other texts are ours.
   */
  completion: {
    retake: "You've completed this before, so no new points this time. Nice refresher!",
    onePoint: 'Congratulations! You earned 1 point.',
    points: 'Congratulations! You earned {{points}} points.',
    notCompleted: 'This content is not complete yet. Finish it, then submit again.',
    newBadges: 'New badges',
    newMedals: 'New medals',
    newLevel: 'You reached level {{level}}.',
    lockedTitle: 'This content is locked',
    lockedAllOf: 'Complete all of these first:',
    lockedNOf: 'Complete {{count}} of these first:',
    redeemed: 'Your SegnoCode was redeemed.',
  },
  /** Refused segnocodes: the spec shows the server's msg (000, section 4) but quotes none; ours. */
  segnocode: {
    unknown: 'This SegnoCode does not exist. Check the code and try again.',
    expired: 'This SegnoCode has expired.',
    alreadyRedeemed: 'You have already redeemed this SegnoCode.',
    genericUser:
      'A SegnoCode cannot be redeemed with a Generic User ID. Sign in with your own user ID to redeem it.',
    wrongForContent: 'This SegnoCode does not match this content. Check the code and try again.',
  },
  checklist: {
    /** Not a spec text: a checklist submitted before every item is checked. */
    incomplete: 'Check every item of the checklist, then submit again.',
  },
  /** Learning plans (002): the progress bar's texts, as the spec writes them. */
  plans: {
    progress: {
      daysLeft: '{{days}} day(s) left',
      daysOverdue: '{{days}} day(s) overdue',
      completed: 'Completed',
    },
    /** Why a unit is locked (002 names the prerequisite types but quotes no reasons; ours). */
    unitLocked: {
      previousUnit: 'Complete {{unit}} to open this unit.',
      previousUnitAndTime: 'Complete {{unit}}; this unit opens {{days}} day(s) later.',
      waitAfterPreviousUnit: 'This unit opens {{days}} day(s) after you completed {{unit}}.',
      durationWithCompany: 'This unit opens after {{days}} day(s) with the company.',
      customDate: 'This unit opens on a set date.',
      durationInRole: 'This unit opens after {{days}} day(s) in your current role.',
    },
    /** The learner's plan screens (issue 6): the spec names these parts but quotes no words; ours. */
    learner: {
      /** The breadcrumb before a plan's name; it leads to the plans tab of browse learning. */
      learningPlans: 'Learning plans',
      units: 'Units',
      contents: 'Contents',
      /** Names a unit's or a plan's content list for screen readers. */
      contentsOf: 'Contents of {{name}}',
      /** A unit tree group's name, by its place in the unit (1-based). */
      groupName: 'Group {{number}}',
      /** A group that needs only some of its items (rule_case n > 0). */
      groupRuleAnyOf: 'Complete any {{count}} of {{total}}',
      unitLocked: 'This unit is locked',
      unitOpens: 'Opens {{date}}',
      unitComplete: 'Completed',
      noContents: 'This plan has no content yet.',
      /** The progress bar's text when the plan has no due date and is not complete. */
      percentComplete: '{{percent}}% complete',
      /** Under a compliance plan's bar: where the learner stands against the current month's target. */
      monthlyTarget: '{{percent}}% done; this month’s target is {{target}}%.',
    },
  },
  /**
   * The skill assessment tool (002 section 2): the dashboard's way in and the title of its list. Here, not in the
   * assessment catalogue, so the dashboard home does not carry that catalogue.
   */
  assessmentTool: { title: 'Skill assessments', link: 'Open your skill assessments' },
  /** The inactivity warning (000, section 4): the spec names the choices; the texts are ours. */
  inactivity: {
    title: 'Are you still there?',
    countdown: 'You will be signed out in {{seconds}} seconds.',
    countdownOne: 'You will be signed out in 1 second.',
    keepAlive: 'Keep me signed in',
    logOff: 'Log off',
  },
  restrictions: {
    offTheClockAtLogin:
      'Off the Clock associates can only take optional contents. Once you clock back in, you will be able to take any Auto-Subscribed (required) content.',
    offTheClockContent:
      'Assigned content is not available while off the clock, please choose another content.',
    genericUser:
      'Content cannot be submitted while using this Generic User ID. At the end of training, your leader will provide you with a Segnocode in order to receive credit for your learning. Click the Cancel button to continue learning.',
  },
} as const;

/** Fills `{{name}}` placeholders, as in 'needs at least {{minlength}} characters'. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
