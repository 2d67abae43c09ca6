import { assessmentMessages, messages } from '@segno/domain';
import { paths } from '../../paths';
import { crumb } from '../dashboard/crumbs';

const { screens } = assessmentMessages;

/** The skill assessment screens' crumbs (002 section 2): loaded with those screens, their catalogue with them. */
export const assessmentCrumbs = {
  tool: crumb(messages.assessmentTool.title, paths.assessmentTool()),
  new: crumb(screens.newTitle),
  edit: crumb(screens.editTitle),
};
