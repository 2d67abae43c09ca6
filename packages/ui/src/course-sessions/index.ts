export {
  CourseSessionItem,
  type CourseSessionItemProps,
  type CourseSessionStanding,
  type CourseSessionsItemSession,
  courseSessionItemVariants,
  courseSessionStanding,
  seatsText,
} from './course-session-item';
export { CourseSessions, type CourseSessionsProps } from './course-sessions';
