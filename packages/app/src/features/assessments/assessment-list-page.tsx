import {
  assessmentMessages,
  assessmentSortOptions,
  formatAssessmentDate,
  formatMessage,
  messages,
} from '@segno/domain';
import {
  buttonVariants,
  DataTable,
  dataTableCellClass,
  dataTableRowClass,
  EmptyState,
  Pagination,
  Select,
} from '@segno/ui';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { paths } from '../../paths';
import { keepScroll } from '../../routes/scroll-on-navigation';
import type { AssessmentListData } from './assessment-loaders';
import { parseAssessmentSort, storeAssessmentSort } from './assessment-sort-memory';

const texts = assessmentMessages.screens;
const columns = texts.columns;

/**
 * The assessment list (002 sections 2 and 9): the signed-in user's assessments, as assessor or as the person
 * assessed, sorted Alphabetical, Reverse Alphabetical or Last Updated (the choice is remembered on this
 * device). The assessor edits theirs; anyone starts a new one.
 */
export function AssessmentListPage() {
  const { sort, page, totalPages, assessments } = useLoaderData() as AssessmentListData;
  const navigate = useNavigate();

  function chooseSort(value: string) {
    const next = parseAssessmentSort(value);
    if (!next) return;
    storeAssessmentSort(next);
    navigate(paths.assessmentTool({ sort: next }), keepScroll);
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-semibold">{messages.assessmentTool.title}</h1>
        <Link to={paths.newAssessment()} className={buttonVariants()}>
          {texts.newAction}
        </Link>
      </div>
      <Select
        className="max-w-xs"
        label={texts.sortLabel}
        options={assessmentSortOptions}
        value={sort}
        onValueChange={chooseSort}
      />
      {assessments.length === 0 ? (
        <EmptyState headingLevel={2} title={texts.empty} />
      ) : (
        <DataTable
          caption={texts.listCaption}
          columns={[
            columns.assessee,
            columns.jobRole,
            columns.assessor,
            columns.assessorRole,
            columns.date,
            columns.updated,
            columns.actions,
          ]}
        >
          {assessments.map((assessment) => (
            <tr key={assessment.assessment_id} className={dataTableRowClass}>
              <th scope="row" className={`${dataTableCellClass} text-left font-normal`}>
                {assessment.assessee.name}
              </th>
              <td className={dataTableCellClass}>{assessment.job_role.name}</td>
              <td className={dataTableCellClass}>{assessment.assessor.name}</td>
              <td className={dataTableCellClass}>{assessment.assessor_role.name}</td>
              <td className={dataTableCellClass}>{assessment.assessment_date}</td>
              <td className={dataTableCellClass}>{formatAssessmentDate(assessment.updated_at)}</td>
              <td className={dataTableCellClass}>
                {assessment.can_edit && (
                  <Link
                    to={paths.editAssessment(assessment.assessment_id)}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    aria-label={formatMessage(texts.editFor, { name: assessment.assessee.name })}
                  >
                    {texts.edit}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {totalPages > 1 && (
        <Pagination
          totalPages={totalPages}
          page={page}
          label={texts.listCaption}
          onPageChange={(next) => navigate(paths.assessmentTool({ sort, page: next }))}
        />
      )}
    </div>
  );
}
