import { authoringLimits, type NamesTaken, type WizardKind } from '@segno/domain';
import { useEffect, useState } from 'react';
import { useApi } from '../../api/api-context';

/**
 * The similar-name lookup of the admin forms (GET /search/similar/type/{type}; 002 section 5): 400 ms after the
 * names stop changing, whether another item of `kind` has them (`excludeId`, the item itself, aside). It waits
 * until `isEnabled` (the admin has typed), skips empty names, and a failed lookup is only logged (002 section 8).
 */
export function useNamesTaken(
  kind: WizardKind | 'unit',
  names: { name: string; short_name?: string },
  { excludeId, isEnabled }: { excludeId?: number; isEnabled: boolean },
): NamesTaken {
  const api = useApi();
  // What the lookup found, with the names it was asked about: an answer about earlier names no longer applies.
  const [found, setFound] = useState<{ name: string; shortName: string; taken: NamesTaken }>();
  const name = names.name.trim();
  const shortName = names.short_name?.trim() ?? '';

  useEffect(() => {
    if (!isEnabled || (name === '' && shortName === '')) return;
    const lookup = new AbortController();
    const timer = setTimeout(() => {
      api
        .checkNames(kind, { name, short_name: shortName }, excludeId, lookup.signal)
        .then((answer) =>
          setFound({
            name,
            shortName,
            taken: { nameTaken: answer.name_taken, shortNameTaken: answer.short_name_taken },
          }),
        )
        .catch((error: unknown) => {
          if (lookup.signal.aborted) return;
          console.warn('The similar-name lookup failed', error);
        });
    }, authoringLimits.nameLookupDebounceMs);
    return () => {
      clearTimeout(timer);
      lookup.abort();
    };
  }, [api, kind, name, shortName, excludeId, isEnabled]);

  return found?.name === name && found.shortName === shortName ? found.taken : {};
}
