import { adminMessages } from '@segno/domain';
import { dataTableCellClass, dataTableRowClass } from '../data-table';

const statusLabels = [
  '',
  adminMessages.status.draft,
  adminMessages.status.published,
  adminMessages.status.archived,
];

/** Stories and the long-lists bench: `count` segments' rows, as the app renders them. */
export function segmentRows(count: number, firstId = 1) {
  return Array.from({ length: count }, (_, index) => {
    const id = firstId + index;
    return (
      <tr key={id} className={dataTableRowClass}>
        <td className={dataTableCellClass}>
          <a href={`#/segment-admin/segments/${id}/edit`} className="text-primary underline">
            Segment {id}
          </a>
        </td>
        <td className={dataTableCellClass}>SEG{id}</td>
        <td className={dataTableCellClass}>{statusLabels[(id % 2) + 1]}</td>
      </tr>
    );
  });
}
