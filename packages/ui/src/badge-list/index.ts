export { BadgeList, type BadgeListBadge, type BadgeListProps, badgeListPreviewCount } from './badge-list';
