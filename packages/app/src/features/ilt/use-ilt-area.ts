import { useLocation } from 'react-router-dom';
import type { IltArea } from '../../paths';

/**
 * The side the session screens were opened on (002, section 2): under segment admin they link to the
 * segment-admin variants, otherwise to the learner dashboard's.
 */
export function useIltArea(): IltArea {
  return useLocation().pathname.startsWith('/segment-admin/') ? 'segment-admin' : 'dashboard';
}
