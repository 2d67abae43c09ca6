export { Truncate, type TruncateProps } from './truncate';
