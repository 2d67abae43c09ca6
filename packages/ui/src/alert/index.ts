export { Alert, type AlertProps, alertVariants } from './alert';
