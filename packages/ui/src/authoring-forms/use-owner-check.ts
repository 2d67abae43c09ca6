import { adminMessages, authoringLimits, cleanText, contentOwnerRule } from '@segno/domain';
import { useEffect, useRef } from 'react';
import { type Path, type UseFormReturn, useWatch } from 'react-hook-form';

type OwnerValues = { content_owner_user_email: string };
const ownerField = 'content_owner_user_email';

const comparable = (value: string) => cleanText(value).toLocaleLowerCase('en');

/**
 * The content owner must exist (001 section 5): once typing stops for the lookup debounce, asks
 * `checkOwner`; a false answer shows 'No user has this e-mail address.' and blocks the submit. Skipped while
 * the address is not a company e-mail (the pattern rule says so already). Returns the rule to add to the
 * field's `validate`.
 */
export function useOwnerCheck<Values extends OwnerValues>(
  form: UseFormReturn<Values>,
  checkOwner: ((email: string) => Promise<boolean>) | undefined,
) {
  const path = ownerField as Path<Values>;
  const { control, setError, clearErrors, getFieldState } = form;
  const unknown = useRef<string | undefined>(undefined);
  const email = (useWatch({ control, name: path }) as string | undefined) ?? '';

  useEffect(() => {
    if (!checkOwner) return;
    const current = cleanText(email);
    if (unknown.current !== comparable(current) && getFieldState(path).error?.type === 'unknown')
      clearErrors(path);
    if (contentOwnerRule(current) !== undefined || !getFieldState(path).isDirty) return;
    let isCurrent = true;
    const timer = setTimeout(async () => {
      let exists: boolean;
      try {
        exists = await checkOwner(current);
      } catch {
        return;
      }
      if (!isCurrent) return;
      if (exists) {
        unknown.current = undefined;
        if (getFieldState(path).error?.type === 'unknown') clearErrors(path);
      } else {
        unknown.current = comparable(current);
        setError(path, { type: 'unknown', message: adminMessages.validation.contentOwnerUnknown });
      }
    }, authoringLimits.nameLookupDebounceMs);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [email, checkOwner, setError, clearErrors, getFieldState]);

  return (value: string) =>
    unknown.current !== undefined && unknown.current === comparable(value)
      ? adminMessages.validation.contentOwnerUnknown
      : undefined;
}
