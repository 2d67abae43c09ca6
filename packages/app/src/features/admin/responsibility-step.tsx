import type { ResponsibilityItem } from '@segno/domain';
import { ResponsibilityMapper } from '@segno/ui';
import { useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';

export type ResponsibilityStepProps = {
  /** The item's mapped responsibilities, as loaded. */
  mapped: readonly ResponsibilityItem[];
  /** Saves the item's whole list of responsibility ids (the content's or the plan's call). */
  saveIds: (ids: number[]) => Promise<unknown>;
};

/**
 * The map-responsibilities step of the content and plan wizards (002 section 5, "Responsibilities"). It applies
 * at once, like tags: new names are created, then the item's list becomes the names saved.
 */
export function ResponsibilityStep({ mapped, saveIds }: ResponsibilityStepProps) {
  const api = useApi();
  const revalidator = useRevalidator();
  return (
    <ResponsibilityMapper
      mappedNames={mapped.map((item) => item.name)}
      loadSuggestions={async (term, signal) =>
        (await api.searchResponsibilities(term, signal)).data.map((item) => ({
          value: String(item.responsibility_id),
          label: item.name,
        }))
      }
      onSave={async (names) => {
        const { data: saved } = await api.createResponsibilities(names);
        await saveIds(saved.map((item) => item.responsibility_id));
        await revalidator.revalidate();
      }}
    />
  );
}
