export {
  CourseSessionItem,
  type CourseSessionItemProps,
  type CourseSessionStanding,
  type CourseSessionsItemSession,
  courseSessionItemVariants,
  courseSessionStanding,
  SessionDayList,
  seatsText,
} from './course-session-item';
export { CourseSessions, type CourseSessionsProps } from './course-sessions';
