import type { ChangeLog } from '@segno/domain';
import { ChangeLogList } from '@segno/ui';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';

/** A wizard's change-log step: 5 lines a page, the page in the address (`page`), newest first. */
export function ChangeLogStep({ changeLog }: { changeLog: ChangeLog | undefined }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const query = new URLSearchParams(location.search);
  const page = Math.max(1, Number(query.get('page')) || 1);
  return (
    <ChangeLogList
      entries={changeLog?.data ?? []}
      total={changeLog?.total ?? 0}
      page={page}
      state={changeLog === undefined || navigation.state === 'loading' ? 'loading' : 'ready'}
      onPageChange={(next) => {
        query.set('page', String(next));
        navigate(`${location.pathname}?${query}`);
      }}
    />
  );
}
