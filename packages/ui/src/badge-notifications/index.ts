export { BadgeNotificationsForm, type BadgeNotificationsFormProps } from './badge-notifications-form';
