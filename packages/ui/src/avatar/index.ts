export { Avatar, type AvatarProps, type AvatarSize } from './avatar';
