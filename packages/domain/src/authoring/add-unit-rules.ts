import { authoringLimits } from '../limits-authoring';

/** The add-unit dialog's three options (002 section 2): add blank unit, use existing unit, or copy unit. */
export const addUnitChoices = ['blank', 'existing', 'copy'] as const;
export type AddUnitChoice = (typeof addUnitChoices)[number];

/** spec 002 section 4: copy mode allows only one selected unit; other modes allow many. */
export function isSingleUnitChoice(choice: AddUnitChoice): boolean {
  return choice === 'copy';
}

/**
 * The dialog's selection after the unit is picked (or unpicked): copy holds only the last unit picked, the other
 * modes add or take away the unit.
 */
export function toggleAddUnitSelection(
  selected: readonly number[],
  unitId: number,
  choice: AddUnitChoice,
): number[] {
  if (isSingleUnitChoice(choice)) return [unitId];
  return selected.includes(unitId) ? selected.filter((id) => id !== unitId) : [...selected, unitId];
}

/** spec 002 section 5: a copied unit's name needs at least 2 characters (after trimming), else the min-length flag. */
export function copyUnitNameProblem(name: string): 'minLength' | 'maxLength' | undefined {
  const trimmed = name.trim();
  if (trimmed.length < authoringLimits.unitCopyNameMinLength) return 'minLength';
  if (trimmed.length > authoringLimits.nameMaxLength) return 'maxLength';
  return undefined;
}

export type AddUnitProblem = 'noUnit' | 'tooManyUnits' | 'copyName';

/** What keeps the dialog from sending: no unit chosen, more than one to copy, or the copy's name. */
export function addUnitProblem(
  choice: AddUnitChoice,
  selected: readonly number[],
  copyName: string,
): AddUnitProblem | undefined {
  if (choice === 'blank') return undefined;
  if (selected.length === 0) return 'noUnit';
  if (isSingleUnitChoice(choice) && selected.length > 1) return 'tooManyUnits';
  if (choice === 'copy' && copyUnitNameProblem(copyName)) return 'copyName';
  return undefined;
}
