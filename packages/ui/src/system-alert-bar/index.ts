export { SystemAlertBar, type SystemAlertBarProps } from './system-alert-bar';
