import { formatSessionDate, iltMessages, limits } from '@segno/domain';
import {
  DataTable,
  dataTableCellClass,
  dataTableRowClass,
  EmptyState,
  Pagination,
  seatsText,
  Typeahead,
} from '@segno/ui';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import { keepScroll } from '../../routes/scroll-on-navigation';
import type { ManageSessionsData } from './ilt-loaders';
import { useIltArea } from './use-ilt-area';

const linkClass = 'font-medium text-primary underline underline-offset-4';

const sessionColumns = ['Course', 'Starts', 'Days', 'Location', 'Seats', 'Actions'];
/**
 * The session list (002, section 2, /dashboard/ilt/manage-sessions) for instructors and segment admins: 25 per
 * page, filtered by a course chosen from suggestions, each session opening its view or its edit form.
 */
export function ManageSessionsPage() {
  const { page, courseId, sessions, total, courses } = useLoaderData() as ManageSessionsData;
  const navigate = useNavigate();
  const area = useIltArea();
  const chosen = courses.find((course) => course.course_id === courseId);
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">Manage sessions</h1>
        <a href={hashHref(paths.newSession(area))} className={linkClass}>
          New session
        </a>
      </div>
      <Typeahead
        className="max-w-sm"
        label="Course"
        mustPick
        // spec 002 section 5: the course is chosen from suggestions on manage-sessions
        emptyText={iltMessages.session.courseNotFound}
        value={chosen ? { value: String(chosen.course_id), label: chosen.name } : null}
        loadSuggestions={async (term) =>
          courses
            .filter((course) => course.name.toLowerCase().includes(term.trim().toLowerCase()))
            .map((course) => ({ value: String(course.course_id), label: course.name }))
        }
        onValueChange={(option) =>
          navigate(
            paths.manageSessions({ courseId: option ? Number(option.value) : undefined, area }),
            keepScroll,
          )
        }
      />
      {sessions.length === 0 ? (
        <EmptyState headingLevel={2} title="No sessions match." />
      ) : (
        <DataTable caption="Sessions" columns={sessionColumns}>
          {sessions.map((session) => (
            <tr key={session.session_id} className={dataTableRowClass}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <a href={hashHref(paths.sessionView(session.session_id, area))} className={linkClass}>
                  {session.course_name}
                </a>
              </th>
              <td className={dataTableCellClass}>{formatSessionDate(session.start_date)}</td>
              <td className={dataTableCellClass}>{session.session_days.length}</td>
              <td className={dataTableCellClass}>{session.location_name}</td>
              <td className={dataTableCellClass}>{seatsText(session)}</td>
              <td className={dataTableCellClass}>
                <a
                  href={hashHref(paths.sessionEdit(session.session_id, area))}
                  className={linkClass}
                  aria-label={`Edit ${session.course_name}, ${formatSessionDate(session.start_date)}`}
                >
                  Edit
                </a>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pagination
        totalPages={Math.ceil(total / limits.sessionPageSize)}
        page={page}
        label="Session pages"
        onPageChange={(next) => navigate(paths.manageSessions({ courseId, page: next, area }))}
      />
    </div>
  );
}
