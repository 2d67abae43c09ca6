export { ProfileHeader, type ProfileHeaderProps } from './profile-header';
