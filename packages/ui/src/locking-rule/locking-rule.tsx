import {
  adminMessages,
  authoringLimits,
  formatMessage,
  type LockingChoice,
  lockingChoice,
  type PrerequisiteRule,
  prerequisitesNeeded,
  ruleOfChoice,
} from '@segno/domain';
import { useState } from 'react';
import { useAutosave } from '../hooks/use-autosave';
import { autosaveStateTexts } from '../lib/autosave-texts';
import { cn } from '../lib/cn';
import { RadioGroup } from '../radio-group';
import { Select } from '../select';

const texts = adminMessages.relationships;

export type LockingRuleProps = {
  /** How many prerequisites the content has (set in the relationships step). */
  prerequisiteCount: number;
  /** The stored rule: null for all of them, N for any N. */
  rule: PrerequisiteRule;
  /** Stores a changed rule; called once changes pause (2000 ms). */
  onSave: (rule: PrerequisiteRule) => unknown;
  /** The server's refusal of the last save. */
  errorMessage?: string;
  /** Ours for stories and tests; the spec's 2000 ms otherwise. */
  autosaveDelayMs?: number;
  className?: string;
};

/**
 * The content wizard's locking step (001 sections 2 and 4): learners complete all of the prerequisites, or N
 * of them, before the content opens. Saves itself 2000 ms after the last change, and says so.
 */
export function LockingRule({
  prerequisiteCount,
  rule,
  onSave,
  errorMessage,
  autosaveDelayMs = authoringLimits.autosaveDelayMs,
  className,
}: LockingRuleProps) {
  const [choice, setChoice] = useState<LockingChoice>(() => lockingChoice(rule, prerequisiteCount));
  const chosenRule = prerequisiteCount === 0 ? rule : ruleOfChoice(choice);
  const state = useAutosave(chosenRule, onSave, { delayMs: autosaveDelayMs });
  const needed = prerequisitesNeeded(chosenRule, prerequisiteCount);

  return (
    <section data-slot="locking-rule" data-state={state} className={cn('grid gap-4', className)}>
      {prerequisiteCount === 0 ? (
        <p>{texts.lockingUnlocked}</p>
      ) : (
        <>
          <RadioGroup
            legend={texts.lockingLegend}
            options={[
              { value: 'all', label: texts.lockingAll },
              { value: 'some', label: texts.lockingSome },
            ]}
            value={choice.mode}
            onValueChange={(mode) => setChoice({ ...choice, mode: mode === 'some' ? 'some' : 'all' })}
          />
          {choice.mode === 'some' && (
            <Select
              label={texts.lockingCount}
              options={Array.from({ length: prerequisiteCount }, (_, index) => ({
                value: String(index + 1),
                label: String(index + 1),
              }))}
              value={String(choice.needed)}
              onValueChange={(value) => setChoice({ mode: 'some', needed: Number(value) })}
              className="max-w-40"
            />
          )}
          <p data-slot="locking-rule-summary">
            {formatMessage(texts.lockingLocked, { needed, count: prerequisiteCount })}
          </p>
        </>
      )}
      <p role="status" data-slot="locking-rule-autosave" className="min-h-5 text-sm text-muted-foreground">
        {autosaveStateTexts[state]}
      </p>
      <div role="alert" className="text-sm text-danger empty:hidden">
        {errorMessage}
      </div>
    </section>
  );
}
