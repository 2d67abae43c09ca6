import { messages, profileImageRules } from '@segno/domain';
import { type Ref, useId, useRef, useState } from 'react';
import { Alert } from '../alert';
import { ruleErrorText } from '../authoring-forms/ruled-text-field';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner';
import { imageFileError } from './read-image-head';

/** `invalid`: the form's message is shown; `failed`: the file was refused or did not upload. */
export type ImageFieldStatus = 'empty' | 'uploading' | 'failed' | 'invalid' | 'filled';

export type ImageFieldProps = {
  /** The visible label; also the preview's alt text. */
  label: string;
  /** The image's URL, or null when there is none. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Sends the chosen file (the app posts it to POST /upload) and resolves with its URL. */
  upload: (file: File) => Promise<string>;
  /** A form's message about the field, such as 'Choose an image.'. */
  errorMessage?: string;
  /** Help under the label. */
  description?: string;
  /** Reaches the choose button, so a form can focus the field (react-hook-form's `field.ref`). */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
};

/**
 * An admin image (001 sections 5 and 7): the choose button opens the file dialog; the file must be an
 * image ('File must be an image.'); it is uploaded at once ('Failed to upload file.' on failure) and
 * previewed, with a remove button.
 */
export function ImageField({
  label,
  value,
  onChange,
  upload,
  errorMessage,
  description,
  ref,
  className,
}: ImageFieldProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const latestFile = useRef<File | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string>();
  const formError = ruleErrorText(label, errorMessage);
  const shownError = uploadError ?? formError;
  const status: ImageFieldStatus = isUploading
    ? 'uploading'
    : uploadError
      ? 'failed'
      : formError
        ? 'invalid'
        : value
          ? 'filled'
          : 'empty';

  async function choose(file: File | undefined) {
    if (!file) return;
    latestFile.current = file;
    setUploadError(undefined);
    const typeError = await imageFileError(file);
    if (latestFile.current !== file) return;
    if (typeError) {
      setUploadError(typeError);
      return;
    }
    setIsUploading(true);
    try {
      const url = await upload(file);
      // A later choice wins over a slower earlier upload.
      if (latestFile.current === file) onChange(url);
    } catch {
      if (latestFile.current === file) setUploadError(messages.errors.uploadFailed);
    } finally {
      if (latestFile.current === file) setIsUploading(false);
    }
  }

  const describedBy = [description && descriptionId, shownError && errorId].filter(Boolean).join(' ');
  return (
    <fieldset data-slot="image-field" data-state={status} className={cn('grid gap-2', className)}>
      <legend id={labelId} data-slot="image-field-label" className="mb-2 text-sm font-medium">
        {label}
      </legend>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {value && (
        <img
          src={value}
          alt={label}
          data-slot="image-field-preview"
          className="max-h-40 w-auto max-w-full justify-self-start rounded-md border border-border object-contain"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          ref={ref}
          variant="outline"
          isLoading={isUploading}
          aria-describedby={describedBy || undefined}
          onClick={() => inputRef.current?.click()}
        >
          {value ? 'Replace image' : 'Choose image'}
        </Button>
        {value && !isUploading && (
          <Button
            variant="ghost"
            onClick={() => {
              latestFile.current = null;
              setUploadError(undefined);
              onChange(null);
            }}
          >
            Remove image
          </Button>
        )}
        {isUploading && <Spinner size="sm" label="Uploading the image" />}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={profileImageRules.acceptedTypes.join(',')}
        hidden
        data-slot="image-field-input"
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {uploadError ? (
        <Alert id={errorId} tone="danger">
          {uploadError}
        </Alert>
      ) : (
        formError && (
          <p id={errorId} data-slot="image-field-error" className="text-sm text-danger">
            {formError}
          </p>
        )
      )}
    </fieldset>
  );
}
