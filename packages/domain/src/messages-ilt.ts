/**
 * Instructor-led training texts (issue 7): the catalogue's ILT area, exported on its own so that screens which
 * quote none of it do not carry it (the rest of the catalogue is to be split by area the same way, issue 11).
 * Spec 002 names the roster messages (section 8: cannot_remove_learner, confirm_remove_learner and
 * cannot_remove_attendance, each with a title; addLearnerError and removeLearnerError) and the minutes pattern
 * (section 9: 'N mins' or 'N hrs M mins') but quotes no words for them: every text below except the two minute
 * patterns is ours.
 */
export const iltMessages = {
  /** Spec 002 section 9: 'N mins' or 'N hrs M mins'. */
  duration: {
    minutes: '{{minutes}} mins',
    hoursAndMinutes: '{{hours}} hrs {{minutes}} mins',
  },
  seats: {
    left: '{{seats}} seats left',
    oneLeft: '1 seat left',
    full: 'Full',
  },
  registration: {
    register: 'Register',
    cancel: 'Cancel registration',
    registered: 'You are registered for this session.',
    cancelled: 'Your registration was cancelled.',
    denied: 'Your registration for this session was denied.',
    complete: 'This session is complete.',
    /** The refusal of a registration for a full session (error_msg). */
    full: 'This session is full.',
  },
  /** The session list's filter groups. */
  sessionFilters: {
    sessions: 'Sessions',
    currentSessions: 'Current sessions',
    course: 'Course',
  },
  /** Registration types (002 section 3): 1 Enrolled, 2 Denied, 3 Cancelled. */
  registrationTypes: {
    enrolled: 'Enrolled',
    denied: 'Denied',
    cancelled: 'Cancelled',
  },
  roster: {
    deny: 'Deny',
    reinstate: 'Reinstate',
    attendance: 'Attended',
    removeLearner: 'Remove',
    addLearner: 'Add learner',
    confirm: 'Remove learner',
    dismiss: 'Cancel',
    close: 'Close',
    /** Spec 002 section 8: cannot_remove_attendance, with a title. */
    cannotRemoveAttendance: {
      title: 'Attendance cannot be removed',
      message: "This learner's completion cannot be removed, so their attendance stays marked.",
    },
    /** Spec 002 section 8: cannot_remove_learner, with a title. */
    cannotRemoveLearner: {
      title: 'Learner cannot be removed',
      message:
        'This learner attended the session and has a completion, so they cannot be removed from the roster.',
    },
    /** Spec 002 section 8: confirm_remove_learner, with a title. */
    confirmRemoveLearner: {
      title: 'Remove learner?',
      message: 'Remove {{name}} from this session?',
    },
    /** Spec 002 section 8: a failed add sets addLearnerError. */
    addLearnerError: 'The learner could not be added to this session. Please try again.',
    /** Spec 002 section 8: a failed removal sets removeLearnerError. */
    removeLearnerError: 'The learner could not be removed from this session. Please try again.',
    updateError: 'The roster could not be updated. Please try again.',
  },
  /** An instructor-led content's own screen: it is taken in a session, not submitted. */
  courseContent: {
    takenInSession:
      'This course is taught in a classroom session. It is completed when the instructor marks you present.',
    seeSessions: 'See the sessions and register',
  },
  session: {
    day: 'Day {{number}}',
    addDay: 'Add day',
    durationAboveZero: 'The duration must be more than 0 minutes.',
    chooseLocation: 'Choose a location from the suggestions.',
    chooseCourse: 'Choose a course from the suggestions.',
    locationNotFound: 'No location matches this name.',
    courseNotFound: 'No course matches this name.',
  },
  managerApproval: {
    confirmCancel: {
      title: 'Discard your changes?',
      message: 'Your approvals on this screen will not be saved.',
    },
  },
} as const;
