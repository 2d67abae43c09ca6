/** What the seat rules need of a session (002, section 3, "Session"). */
export type SessionSeats = { max_class_size: number; number_enrolled: number };

/** Spec 002 section 4: available seats = max class size minus enrolled, at least 0. */
export function seatsLeft(session: SessionSeats): number {
  return Math.max(session.max_class_size - session.number_enrolled, 0);
}

/** Spec 002 section 4: full when enrolled reaches max. */
export function isSessionFull(session: SessionSeats): boolean {
  return session.number_enrolled >= session.max_class_size;
}

/** Spec 002 section 4: registering raises number_enrolled by 1. */
export function enrolledAfterRegistering(numberEnrolled: number): number {
  return numberEnrolled + 1;
}

/** Spec 002 section 4: cancelling lowers number_enrolled by 1 (never below 0). */
export function enrolledAfterCancelling(numberEnrolled: number): number {
  return Math.max(numberEnrolled - 1, 0);
}
