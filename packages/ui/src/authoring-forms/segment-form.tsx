import {
  adminMessages,
  authoringLimits,
  cleanText,
  parseWholeNumber,
  type SegmentDraft,
} from '@segno/domain';
import { cn } from '../lib/cn';
import { BasicInfoFields } from './basic-info-fields';
import { maxPointsRange, maxPointsRangeMessage } from './form-texts';
import type { AuthoringFormProps, CheckNames } from './form-types';
import { RuledTextField } from './ruled-text-field';
import { submitOnEnter, useAuthoringForm, useAuthoringFormState } from './use-authoring-form';

type SegmentFormValues = {
  name: string;
  short_name: string;
  description: string;
  image_file: string | null;
  max_points: string;
};

export type SegmentFormProps = AuthoringFormProps<SegmentDraft> & {
  /** Posts an image file and resolves with its URL (POST /upload). */
  upload: (file: File) => Promise<string>;
  checkNames?: CheckNames;
};

const maxPointsRule = (value: string) => {
  const points = parseWholeNumber(value);
  if (points === undefined) return adminMessages.validation.wholeNumber;
  return points < maxPointsRange.min || points > maxPointsRange.max ? maxPointsRangeMessage : undefined;
};

function toSubmitted(values: SegmentFormValues): SegmentDraft {
  return {
    name: cleanText(values.name),
    short_name: cleanText(values.short_name),
    description: cleanText(values.description),
    image_file: values.image_file,
    max_points: Number(values.max_points.trim()),
  };
}

/** A segment's basic info (001 sections 3 and 5): names, description, image and possible points. */
export function SegmentForm({
  id,
  defaultValues,
  onSubmit,
  onDirtyChange,
  serverErrors,
  checkNames,
  upload,
  className,
}: SegmentFormProps) {
  const form = useAuthoringFormState<SegmentFormValues>({
    defaultValues: {
      name: defaultValues?.name ?? '',
      short_name: defaultValues?.short_name ?? '',
      description: defaultValues?.description ?? '',
      image_file: defaultValues?.image_file ?? null,
      max_points: String(defaultValues?.max_points ?? authoringLimits.segmentMaxPointsDefault),
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submit = useAuthoringForm({ form, serverErrors, onDirtyChange, onSubmit, toSubmitted });

  return (
    <form
      id={id}
      noValidate
      data-slot="segment-form"
      className={cn('grid gap-4', className)}
      onSubmit={submit}
      onKeyDown={submitOnEnter}
    >
      <BasicInfoFields form={form} checkNames={checkNames} upload={upload} />
      <RuledTextField
        label="Possible points"
        description="No medal can be worth more than this."
        inputMode="numeric"
        required
        errorMessage={errors.max_points?.message}
        {...register('max_points', { validate: maxPointsRule })}
      />
    </form>
  );
}
