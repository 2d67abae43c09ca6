import { messages } from '@segno/domain';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { cn } from '../lib/cn';
import { Select } from '../select';
import type { ServerFieldError } from './form-types';
import { useAuthoringForm, useAuthoringFormState } from './use-authoring-form';

export type PlacementMode = 'content' | 'seglet';

export type Placement = {
  /** null: a seglet in no segment (seglet mode only). */
  segment_id: number | null;
  /** The seglet a content goes in (content mode). */
  seglet_id?: number;
};

export type PlacementFormProps = {
  id: string;
  /** 'content': a content goes in a seglet of a segment, both required; 'seglet': the segment a seglet is in. */
  mode: PlacementMode;
  segments: readonly { segment_id: number; name: string }[];
  /** Content mode: the seglets offered are those of the chosen segment. */
  seglets?: readonly { seglet_id: number; name: string; segment_id: number | null }[];
  value?: Placement;
  onSubmit: (placement: Placement) => unknown;
  onDirtyChange?: (isDirty: boolean) => void;
  serverErrors?: readonly ServerFieldError[];
  className?: string;
};

type PlacementValues = { segment_id: string; seglet_id: string };

const required = (value: string | undefined) => (value ? undefined : messages.validation.required);

/** Where a content goes (the content wizard's segment step) or which segment a seglet is in (its segments step). */
export function PlacementForm({
  id,
  mode,
  segments,
  seglets = [],
  value,
  onSubmit,
  onDirtyChange,
  serverErrors,
  className,
}: PlacementFormProps) {
  const isContent = mode === 'content';
  const form = useAuthoringFormState<PlacementValues>({
    defaultValues: {
      segment_id: value?.segment_id == null ? '' : String(value.segment_id),
      seglet_id: value?.seglet_id === undefined ? '' : String(value.seglet_id),
    },
  });
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const submit = useAuthoringForm({
    form,
    serverErrors,
    onDirtyChange,
    onSubmit,
    toSubmitted: (values: PlacementValues): Placement => ({
      segment_id: values.segment_id === '' ? null : Number(values.segment_id),
      ...(isContent ? { seglet_id: Number(values.seglet_id) } : {}),
    }),
  });

  const segmentId = useWatch({ control, name: 'segment_id' });
  const segletOptions = seglets
    .filter((seglet) => String(seglet.segment_id) === segmentId)
    .map((seglet) => ({ value: String(seglet.seglet_id), label: seglet.name }));
  // A seglet of another segment cannot stay chosen.
  const chosenSeglet = seglets.find((seglet) => String(seglet.seglet_id) === getValues('seglet_id'));
  const isSegletStale = chosenSeglet !== undefined && String(chosenSeglet.segment_id) !== segmentId;
  useEffect(() => {
    if (isSegletStale) setValue('seglet_id', '', { shouldDirty: true });
  }, [isSegletStale, setValue]);

  return (
    <form
      id={id}
      noValidate
      data-slot="placement-form"
      data-mode={mode}
      className={cn('grid gap-4', className)}
      onSubmit={submit}
    >
      <Select
        label="Segment"
        placeholder={isContent ? 'Choose a segment' : 'No segment'}
        required={isContent}
        options={segments.map((segment) => ({ value: String(segment.segment_id), label: segment.name }))}
        errorMessage={errors.segment_id?.message}
        {...register('segment_id', { validate: isContent ? required : undefined })}
      />
      {isContent && (
        <Select
          label="Seglet"
          placeholder={segmentId === '' ? 'Choose a segment first' : 'Choose a seglet'}
          required
          options={segletOptions}
          errorMessage={errors.seglet_id?.message}
          {...register('seglet_id', { validate: required })}
        />
      )}
    </form>
  );
}
