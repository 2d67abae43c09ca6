import { adminMessages, type ContentSkill, formatMessage, skillLimits } from '@segno/domain';
import { useId, useRef, useState } from 'react';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { Select } from '../select';
import { Typeahead, type TypeaheadOption } from '../typeahead';

const texts = adminMessages.schedule;

export type SkillChoice = { skill_id: number; name: string };

export type SkillMappingProps = {
  /** The content's skills, each with its minimum level. The app reloads them after each change. */
  skills: readonly ContentSkill[];
  /** Skills whose name holds the term (asked for from 2 characters); abort when `signal` fires. */
  searchSkills: (term: string, signal: AbortSignal) => Promise<readonly SkillChoice[]>;
  /** Saves the whole list (a skill added, a level changed, a skill removed). A rejection shows the save error. */
  onChange: (skills: ContentSkill[]) => unknown;
  /** How long typing must pause before searching, in ms. */
  debounceMs?: number;
  className?: string;
};

const levelOptions = Array.from(
  { length: skillLimits.levelRange.max - skillLimits.levelRange.min + 1 },
  (_, index) => {
    const level = String(skillLimits.levelRange.min + index);
    return { value: level, label: level };
  },
);

/**
 * The content wizard's skill-mapping step (001 sections 3 and 5; shown only with the assessment tool): the
 * skills the content builds, each with the minimum level a learner needs (1 to 10 on 002's assessment scale). A
 * typeahead adds a skill from 2 characters (002 section 5) at level 1; each change applies at once.
 */
export function SkillMapping({ skills, searchSkills, onChange, debounceMs, className }: SkillMappingProps) {
  const id = useId();
  const inputId = `${id}-search`;
  const offered = useRef(new Map<string, SkillChoice>());
  const [error, setError] = useState<string>();

  async function apply(next: ContentSkill[]) {
    setError(undefined);
    try {
      await onChange(next);
    } catch {
      setError(texts.skillsSaveFailed);
    }
  }

  async function loadSuggestions(term: string, signal: AbortSignal): Promise<TypeaheadOption[]> {
    const found = await searchSkills(term, signal);
    const mapped = new Set(skills.map((skill) => skill.skill_id));
    const others = found.filter((skill) => !mapped.has(skill.skill_id)).slice(0, skillLimits.suggestionLimit);
    offered.current = new Map(others.map((skill) => [String(skill.skill_id), skill]));
    return others.map((skill) => ({ value: String(skill.skill_id), label: skill.name }));
  }

  function pick(option: TypeaheadOption | null) {
    const skill = option && offered.current.get(option.value);
    if (!skill) return;
    void apply([
      ...skills,
      { skill_id: skill.skill_id, skill_name: skill.name, minimum_skill_level: skillLimits.levelRange.min },
    ]);
  }

  function setLevel(skillId: number, level: number) {
    void apply(
      skills.map((skill) => (skill.skill_id === skillId ? { ...skill, minimum_skill_level: level } : skill)),
    );
  }

  function remove(skillId: number) {
    void apply(skills.filter((skill) => skill.skill_id !== skillId));
    // The row goes away: keep the keyboard in the step.
    document.getElementById(inputId)?.focus();
  }

  return (
    <div data-slot="skill-mapping" className={cn('grid max-w-xl gap-4', className)}>
      <p className="text-muted-foreground">{texts.skillsIntro}</p>
      {skills.length === 0 ? (
        <p data-slot="skill-mapping-empty">{texts.noSkills}</p>
      ) : (
        <ul aria-label={texts.skillsTitle} className="grid gap-3">
          {skills.map((skill) => (
            <li
              key={skill.skill_id}
              data-slot="skill-mapping-row"
              className="flex flex-wrap items-end gap-3 rounded-md border border-border p-3"
            >
              <span className="min-w-40 flex-1 self-center font-medium">{skill.skill_name}</span>
              <Select
                label={formatMessage(texts.skillLevelLabel, { skill: skill.skill_name })}
                options={levelOptions}
                value={String(skill.minimum_skill_level)}
                onValueChange={(level) => setLevel(skill.skill_id, Number(level))}
                className="w-48"
              />
              <Button
                variant="outline"
                onClick={() => remove(skill.skill_id)}
                aria-label={formatMessage(texts.removeSkill, { skill: skill.skill_name })}
              >
                {texts.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Typeahead
        id={inputId}
        label={texts.skillSearchLabel}
        placeholder={texts.skillSearchHint}
        loadSuggestions={loadSuggestions}
        minChars={skillLimits.searchMinChars}
        debounceMs={debounceMs}
        maxSuggestions={skillLimits.suggestionLimit}
        value={null}
        onValueChange={pick}
        emptyText={texts.noSkillMatches}
      />
      {error && (
        <p role="alert" data-slot="skill-mapping-error" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
