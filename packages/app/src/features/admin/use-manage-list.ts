import { adminMessages, formatMessage, type WizardKind } from '@segno/domain';
import type { ManageListProps } from '@segno/ui';
import { useNavigate, useNavigation } from 'react-router-dom';
import { hashHref, type ManageListQuery, paths } from '../../paths';
import { keepScroll } from '../../routes/scroll-on-navigation';
import { useManageSearchTerm } from './manage-list-parts';

/** A manage list's query as its loader reads it from the address: every part set. */
type ManageListView = Required<ManageListQuery>;

/** A manage list's create button: where it leads (a hash-route path, without the `#`) and its text. */
export type ManageListCreate = { path: string; label: string };

/** The create button of a list whose items a wizard authors: 'New plan', to the wizard's first step. */
export function wizardCreate(kind: WizardKind): ManageListCreate {
  return {
    path: paths.wizardStep(kind, 'new'),
    label: formatMessage(adminMessages.wizard.newTitle, { kind: adminMessages.kinds[kind].toLowerCase() }),
  };
}

export type UseManageListOptions<View extends ManageListView> = {
  /** The list's view, from its loader. */
  query: View;
  /** The list's address for a view (paths.manageList, paths.manageUnits). */
  listPath: (view: View) => string;
  create: ManageListCreate;
  /** Whether the view leaves items out, so an empty list says nothing matches; by default, a term is set. */
  isNarrowed?: boolean;
  /** The empty list's texts: nothing matches, or nothing at all. */
  emptyMessages?: { noResults: string; empty: string };
};

/** The ManageList props that follow the list's view in the address, whatever the list shows. */
export type ManageListWiring = Pick<
  ManageListProps,
  | 'searchLabel'
  | 'term'
  | 'onTermChange'
  | 'statusFilter'
  | 'onStatusFilterChange'
  | 'filters'
  | 'onFiltersChange'
  | 'state'
  | 'page'
  | 'onPageChange'
  | 'createHref'
  | 'createLabel'
  | 'emptyMessage'
>;

/**
 * A manage list's view lives in its address (001 and 002 section 2): the search term (sent 300 ms after typing
 * stops), the statuses and further filters go back to the first page, the pages keep the rest. Returns the
 * ManageList props for that, and `show(change)`, which opens the first page of the view so changed, for the
 * list's other controls.
 */
export function useManageList<View extends ManageListView>({
  query,
  listPath,
  create,
  isNarrowed = query.term !== '',
  emptyMessages = adminMessages.lists,
}: UseManageListOptions<View>) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const show = (change: Partial<ManageListView> | Partial<View>) =>
    navigate(listPath({ ...query, page: 1, ...change }), 'page' in change ? undefined : keepScroll);
  const [term, setTerm] = useManageSearchTerm(query.term, (next) => show({ term: next }));

  const listProps: ManageListWiring = {
    searchLabel: adminMessages.lists.searchLabel,
    term,
    onTermChange: setTerm,
    statusFilter: query.statuses,
    onStatusFilterChange: (statuses) => show({ statuses }),
    filters: query.filters,
    onFiltersChange: (filters) => show({ filters }),
    state: navigation.state === 'loading' ? 'loading' : 'ready',
    page: query.page,
    onPageChange: (page) => show({ page }),
    createHref: hashHref(create.path),
    createLabel: create.label,
    emptyMessage: isNarrowed ? emptyMessages.noResults : emptyMessages.empty,
  };
  return { listProps, show };
}
