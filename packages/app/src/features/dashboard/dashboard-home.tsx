import { isManager, messages } from '@segno/domain';
import { ActivityFeed, Alert, RecommendationList, StatsSummary, SystemAlertBar, TeamWidget } from '@segno/ui';
import { Link, useLoaderData, useRouteLoaderData } from 'react-router-dom';
import { paths } from '../../paths';
import type { DashboardHomeData } from './dashboard-home-loader';
import { DashboardLearning } from './dashboard-learning';
import type { DashboardData } from './dashboard-loader';
import { DashboardSection } from './dashboard-section';
import { ManagerApprovalsSection } from './manager-approvals-section';
import { SeeAllLink } from './see-all-link';
import { toActivityItem, toRecommendationItem, toTeamMember } from './to-widget-items';
import { useDashboardActions } from './use-dashboard-actions';

/**
 * /dashboard/home: progress, a manager's team, recent and network activity, recommendations, segments and plans.
 */
export function DashboardHome() {
  const { user, stats, definition } = useRouteLoaderData('dashboard') as DashboardData;
  const home = useLoaderData() as DashboardHomeData;
  const actions = useDashboardActions();
  const isOffTheClock = definition.on_the_clock_enabled && user.on_the_clock === false;

  return (
    <div className="grid gap-4">
      <SystemAlertBar alert={home.alert} onDismiss={actions.onDismissAlert} />
      <h1 className="text-2xl font-semibold">Welcome back, {user.first_name}</h1>
      {isOffTheClock && <Alert tone="warning">{messages.restrictions.offTheClockAtLogin}</Alert>}
      <DashboardSection title="Your progress">
        <StatsSummary stats={stats} />
      </DashboardSection>
      {/* 002 section 2: skill assessments, for everyone while the tool is enabled (anyone may self-assess). */}
      {definition.assessment_tool_enabled && (
        <DashboardSection title={messages.assessmentTool.title}>
          <Link to={paths.assessmentTool()} className="text-sm text-primary underline underline-offset-4">
            {messages.assessmentTool.link}
          </Link>
        </DashboardSection>
      )}
      {isManager(home.team) && (
        <>
          <TeamWidget members={home.team.data.map(toTeamMember)} total={home.team.total_managees} />
          <ManagerApprovalsSection team={home.team} registrations={home.registrations} />
        </>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        {/* The help tour's targets (000, section 2): a grid wrapper keeps the panels' equal heights. */}
        <div data-tour="my-recent-activity" className="grid">
          <DashboardSection title="My recent activity">
            <ActivityFeed
              items={home.activities.map(toActivityItem)}
              variant="recent"
              onLikeChange={actions.onLikeChange}
              seeAll={<SeeAllLink to={paths.allActivity()} what="activity" />}
            />
          </DashboardSection>
        </div>
        <div data-tour="network-activity" className="grid">
          <DashboardSection title="Network activity">
            <ActivityFeed
              items={home.network.map(toActivityItem)}
              variant="network"
              onLikeChange={actions.onLikeChange}
            />
          </DashboardSection>
        </div>
      </div>
      <DashboardSection title="Recommended for you">
        <RecommendationList
          items={home.recommendations.map((item) => toRecommendationItem(item, definition.content_types))}
          onDismiss={actions.onDismissRecommendation}
        />
        <SeeAllLink to={paths.allRecommendations()} what="recommendations" />
      </DashboardSection>
      <DashboardLearning
        segments={home.segments}
        plans={home.plans}
        onSegmentSubscribeChange={actions.onSegmentSubscribeChange}
        onPlanSubscribeChange={actions.onPlanSubscribeChange}
      />
    </div>
  );
}
