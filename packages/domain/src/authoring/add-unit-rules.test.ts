import { describe, expect, it } from 'vitest';
import { authoringLimits } from '../limits-authoring';
import {
  type AddUnitChoice,
  addUnitProblem,
  copyUnitNameProblem,
  isSingleUnitChoice,
  toggleAddUnitSelection,
} from './add-unit-rules';

describe('the add-unit dialog rules (002 sections 4 and 5)', () => {
  it.each<[AddUnitChoice, boolean]>([
    ['blank', false],
    ['existing', false],
    ['copy', true],
  ])('%s allows only one unit: %s', (choice, single) => {
    expect(isSingleUnitChoice(choice)).toBe(single);
  });

  it.each<[AddUnitChoice, number[], number, number[]]>([
    ['existing', [], 4, [4]],
    ['existing', [4], 7, [4, 7]],
    ['existing', [4, 7], 4, [7]],
    ['copy', [], 4, [4]],
    ['copy', [4], 7, [7]],
    ['copy', [4], 4, [4]],
  ])('%s with %j, picking %i, holds %j', (choice, selected, unitId, after) => {
    expect(toggleAddUnitSelection(selected, unitId, choice)).toEqual(after);
  });

  it.each<[string, ReturnType<typeof copyUnitNameProblem>]>([
    ['', 'minLength'],
    ['a', 'minLength'],
    [' a  ', 'minLength'],
    ['ab', undefined],
    ['  Copy of Safety ', undefined],
    ['x'.repeat(authoringLimits.nameMaxLength), undefined],
    ['x'.repeat(authoringLimits.nameMaxLength + 1), 'maxLength'],
  ])('the copy named %j: %s', (name, problem) => {
    expect(copyUnitNameProblem(name)).toBe(problem);
  });

  it.each<[AddUnitChoice, number[], string, ReturnType<typeof addUnitProblem>]>([
    ['blank', [], '', undefined],
    ['existing', [], '', 'noUnit'],
    ['existing', [1, 2, 3], '', undefined],
    ['copy', [], 'Copy', 'noUnit'],
    ['copy', [1, 2], 'Copy', 'tooManyUnits'],
    ['copy', [1], 'C', 'copyName'],
    ['copy', [1], 'Copy', undefined],
  ])('%s with %j and the name %j: %s', (choice, selected, name, problem) => {
    expect(addUnitProblem(choice, selected, name)).toBe(problem);
  });
});
