import { adminMessages } from '@segno/domain';
import type { AutosaveState } from '../hooks/use-autosave';

/** What an autosaving widget says in its status line for each state (kept out of the hooks entry, which is text-free). */
export const autosaveStateTexts: Record<AutosaveState, string> = {
  idle: '',
  saving: adminMessages.wizard.saving,
  saved: adminMessages.wizard.saved,
  failed: adminMessages.wizard.saveFailed,
};
