import {
  adminMessages,
  type BadgeDraft,
  type BadgeMedalType,
  cleanText,
  medalLevels,
  medalNames,
  messages,
} from '@segno/domain';
import { cn } from '../lib/cn';
import { Select } from '../select';
import { BasicInfoFields } from './basic-info-fields';
import type { AuthoringFormProps, CheckNames } from './form-types';
import { submitOnEnter, useAuthoringForm, useAuthoringFormState } from './use-authoring-form';

type BadgeFormValues = {
  name: string;
  short_name: string;
  description: string;
  image_file: string | null;
  segment_id: string;
  /** 'none' or a medal level. */
  medal_type_id: string;
};

export type BadgeFormProps = AuthoringFormProps<BadgeDraft> & {
  /** The segments a badge can belong to (GET /badge/segment/list). */
  segments: readonly { segment_id: number; name: string }[];
  /** Posts an image file and resolves with its URL (POST /upload). */
  upload: (file: File) => Promise<string>;
  checkNames?: CheckNames;
};

const noMedal = 'none';
const medalTypeOptions = [
  { value: noMedal, label: adminMessages.badges.medalTypeNone },
  ...medalLevels.map((level) => ({ value: String(level), label: medalNames[level] })),
];

const segmentRule = (value: string) => (value ? undefined : messages.validation.required);

function toSubmitted(values: BadgeFormValues): BadgeDraft {
  return {
    name: cleanText(values.name),
    short_name: cleanText(values.short_name),
    description: cleanText(values.description),
    image_file: values.image_file,
    segment_id: Number(values.segment_id),
    medal_type_id:
      values.medal_type_id === noMedal ? null : (Number(values.medal_type_id) as NonNullable<BadgeMedalType>),
  };
}

/**
 * A badge's basic info (001 sections 3 and 5): the segment's fields ("Badge: same rule"), the segment it
 * belongs to, and the medal of that segment it is earned with, if any.
 */
export function BadgeForm({
  id,
  defaultValues,
  segments,
  onSubmit,
  onDirtyChange,
  serverErrors,
  checkNames,
  upload,
  className,
}: BadgeFormProps) {
  const form = useAuthoringFormState<BadgeFormValues>({
    defaultValues: {
      name: defaultValues?.name ?? '',
      short_name: defaultValues?.short_name ?? '',
      description: defaultValues?.description ?? '',
      image_file: defaultValues?.image_file ?? null,
      segment_id: defaultValues?.segment_id === undefined ? '' : String(defaultValues.segment_id),
      medal_type_id: defaultValues?.medal_type_id ? String(defaultValues.medal_type_id) : noMedal,
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
      data-slot="badge-form"
      className={cn('grid gap-4', className)}
      onSubmit={submit}
      onKeyDown={submitOnEnter}
    >
      <BasicInfoFields form={form} checkNames={checkNames} upload={upload} />
      <Select
        label={adminMessages.badges.segment}
        placeholder={adminMessages.badges.chooseSegment}
        required
        options={segments.map((segment) => ({ value: String(segment.segment_id), label: segment.name }))}
        errorMessage={errors.segment_id?.message}
        {...register('segment_id', { validate: segmentRule })}
      />
      <Select
        label={adminMessages.badges.medalType}
        description={adminMessages.badges.medalTypeHint}
        options={medalTypeOptions}
        {...register('medal_type_id')}
      />
    </form>
  );
}
