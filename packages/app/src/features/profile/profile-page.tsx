import { ActivityFeed, BadgeList, ProfileHeader, StatsSummary } from '@segno/ui';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { paths } from '../../paths';
import type { DashboardData } from '../dashboard/dashboard-loader';
import { DashboardSection } from '../dashboard/dashboard-section';
import { SeeAllLink } from '../dashboard/see-all-link';
import { toActivityItem } from '../dashboard/to-widget-items';
import { useDashboardActions } from '../dashboard/use-dashboard-actions';
import type { ProfileData } from './profile-loader';
import { ProfileMedalList } from './profile-medal-list';
import { ProfilePictureChange } from './profile-picture-change';
import { toProfileBadge } from './to-profile-items';

/** /user-profile and /user/{user_id}/profile: picture, name, level, stats, medals, badges (000, section 2). */
export function ProfilePage() {
  const { definition } = useRouteLoaderData('dashboard') as DashboardData;
  const { isOwn, profile, stats, activities } = useLoaderData() as ProfileData;
  const { onLikeChange } = useDashboardActions();
  // spec 000 section 6: only on one's own profile, and only while custom avatar upload is enabled.
  const canChangePicture = isOwn && definition.custom_avatar_enabled;

  return (
    <div className="grid gap-4">
      <ProfileHeader
        name={`${profile.first_name} ${profile.last_name}`}
        imageUrl={profile.profile_img ?? undefined}
        level={profile.level}
        avatarSize={144}
        imageControl={canChangePicture ? <ProfilePictureChange userId={profile.user_id} /> : undefined}
      />
      <DashboardSection title="Stats">
        <StatsSummary stats={stats} />
      </DashboardSection>
      <div className="grid gap-4 lg:grid-cols-2">
        <DashboardSection title="Medals">
          <ProfileMedalList medals={profile.medals} />
        </DashboardSection>
        <DashboardSection title="Badges">
          <BadgeList badges={profile.badges.map(toProfileBadge)} variant="system" />
        </DashboardSection>
      </div>
      {isOwn && (
        <DashboardSection title="My recent activity">
          <ActivityFeed
            items={activities.map(toActivityItem)}
            variant="recent"
            onLikeChange={onLikeChange}
            seeAll={<SeeAllLink to={paths.allActivity()} what="activity" />}
          />
        </DashboardSection>
      )}
    </div>
  );
}
