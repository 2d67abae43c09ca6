import { useState } from 'react';

/**
 * Sends a form's values: on success calls `onSent` (which closes the dialog); on failure remembers it so the
 * form shows an error and keeps everything typed (nothing lost).
 */
export function useSend<Values>(onSubmit: (values: Values) => Promise<void>, onSent: () => void) {
  const [hasSendFailed, setHasSendFailed] = useState(false);
  async function send(values: Values) {
    setHasSendFailed(false);
    try {
      await onSubmit(values);
      onSent();
    } catch {
      setHasSendFailed(true);
    }
  }
  return { hasSendFailed, send };
}
