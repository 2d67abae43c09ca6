import type { ReactNode } from 'react';
import { Button } from '../button';

/**
 * Stories only: the wizard frame's button sits outside the form and submits it with `requestSubmit()`, as the
 * app does.
 */
export function StoryWizardFrame({ formId, children }: { formId: string; children: ReactNode }) {
  return (
    <div className="grid max-w-xl gap-6">
      {children}
      <Button
        className="justify-self-end"
        onClick={() => document.querySelector<HTMLFormElement>(`#${formId}`)?.requestSubmit()}
      >
        Save and continue
      </Button>
    </div>
  );
}

/** A tiny PNG (1x1) for uploads and previews. */
export const pngDataUrl =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export async function pngFile(name = 'cover.png'): Promise<File> {
  const blob = await (await fetch(pngDataUrl)).blob();
  return new File([blob], name, { type: 'image/png' });
}

export function fileInputOf(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('[data-slot="image-field-input"]');
  if (!input) throw new Error('image input missing');
  return input;
}
