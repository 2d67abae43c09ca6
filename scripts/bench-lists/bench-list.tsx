/** The three long lists as the bench renders them, each with `rows` rows, in the ui's own story data. */
import { ActivityFeed, Leaderboard, ManageList } from '@segno/ui';
import { makeActivityFeed } from '../../packages/ui/src/activity-feed/activity-feed-story-data';
import { makeLeaderboard } from '../../packages/ui/src/leaderboard/leaderboard-story-data';
import { segmentRows } from '../../packages/ui/src/manage-list/manage-list-story-data';

export const benchLists = ['leaderboard', 'activity', 'manage'] as const;
export type BenchListName = (typeof benchLists)[number];

const now = new Date(2026, 10, 22, 15, 30);
const ignore = () => {};

export function BenchList({ list, rows }: { list: BenchListName; rows: number }) {
  if (list === 'leaderboard') return <Leaderboard variant="full" entries={makeLeaderboard(rows)} />;
  if (list === 'activity')
    return <ActivityFeed items={makeActivityFeed(rows, now)} now={now} onLikeChange={ignore} />;
  return (
    <ManageList
      title="Manage segments"
      term=""
      onTermChange={ignore}
      statusFilter={[]}
      onStatusFilterChange={ignore}
      columns={['Name', 'Short name', 'Status']}
      rows={segmentRows(rows)}
      state="ready"
      total={rows}
      page={1}
      pageSize={rows}
      onPageChange={ignore}
      createHref="#/segment-admin/segments/new"
      createLabel="Create segment"
    />
  );
}
