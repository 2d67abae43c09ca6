import type { CriterionRow, CriterionRowInput } from '@segno/domain';

/** A row as the form holds it: the selects' values as strings, '' while nothing is chosen. */
export type CriteriaEditorRowValues = { type: string; operator: string; value: string };
export type CriteriaEditorValues = {
  data: CriteriaEditorRowValues[];
  default_required: '' | 'true' | 'false';
};

export const blankCriterionRow: CriteriaEditorRowValues = { type: '', operator: '', value: '' };

/** The saved rows (or one blank row to start from) and the radio as the form holds them. */
export function toEditorValues(
  rows: readonly CriterionRow[],
  defaultRequired: boolean | null,
): CriteriaEditorValues {
  return {
    data:
      rows.length === 0
        ? [blankCriterionRow]
        : rows.map((row) => ({
            type: String(row.type),
            operator: row.operator === 0 ? '' : String(row.operator),
            value: row.value,
          })),
    default_required: defaultRequired === null ? '' : defaultRequired ? 'true' : 'false',
  };
}

export function toCriterionRow(row: CriteriaEditorRowValues): CriterionRowInput {
  return {
    type: row.type === '' ? null : Number(row.type),
    operator: row.operator === '' ? 0 : Number(row.operator),
    value: row.value,
  };
}

/** What the editor submits: POST or PUT …/assignment's body. */
export type CriteriaSubmit = { data: CriterionRowInput[]; default_required: boolean | null };

export function toAssignmentDraft(values: CriteriaEditorValues): CriteriaSubmit {
  return {
    data: values.data.map(toCriterionRow),
    default_required: values.default_required === '' ? null : values.default_required === 'true',
  };
}
