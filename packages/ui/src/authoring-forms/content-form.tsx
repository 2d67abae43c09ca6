import {
  authoringLimits,
  type ContentDraft,
  checkContentUrl,
  cleanText,
  type contentObjectTypes,
  contentOwnerRule,
  descriptionRule,
  estimatedMinutesRule,
  imageRule,
  languages,
  messages,
  nameRule,
  pointsRule,
  type preferredBrowsers,
  shortNameRule,
} from '@segno/domain';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Checkbox } from '../checkbox';
import { ImageField } from '../image-field';
import { cn } from '../lib/cn';
import { Select } from '../select';
import { TextArea } from '../text-area';
import { contentTypeOptions, languageOptions, preferredBrowserOptions } from './form-texts';
import type { AuthoringFormProps, CheckNames } from './form-types';
import { RuledTextField } from './ruled-text-field';
import { submitOnEnter, useAuthoringForm } from './use-authoring-form';
import { useNameCheck } from './use-name-check';
import { useOwnerCheck } from './use-owner-check';

type ContentFormValues = {
  name: string;
  short_name: string;
  description: string;
  type: string;
  object_type: (typeof contentObjectTypes)[number];
  url: string;
  image_file: string | null;
  points: string;
  estimated_time: string;
  content_owner_user_email: string;
  preferred_browser: (typeof preferredBrowsers)[number];
  language: string;
};

export type ContentFormProps = AuthoringFormProps<ContentDraft> & {
  /** Posts an image file and resolves with its URL (POST /upload). */
  upload: (file: File) => Promise<string>;
  checkNames?: CheckNames;
  /** Whether a user has this e-mail address (GET /user/search/email/{email}). */
  checkOwner?: (email: string) => Promise<boolean>;
};

function toSubmitted(values: ContentFormValues): ContentDraft {
  return {
    name: cleanText(values.name),
    short_name: cleanText(values.short_name),
    description: cleanText(values.description),
    type: Number(values.type),
    object_type: values.object_type,
    url: cleanText(values.url),
    image_file: values.image_file,
    points: Number(values.points.trim()),
    estimated_time: Number(values.estimated_time.trim()),
    content_owner_user_email: cleanText(values.content_owner_user_email),
    preferred_browser: values.preferred_browser,
    language: values.language,
  };
}

const requiredChoice = (value: string) => (value === '' ? messages.validation.required : undefined);

/**
 * A content's basic info (001 sections 3 and 5). An http address is allowed with a warning under the field;
 * the content owner must be a company e-mail of an existing user.
 */
export function ContentForm({
  id,
  defaultValues,
  onSubmit,
  onDirtyChange,
  serverErrors,
  checkNames,
  checkOwner,
  upload,
  className,
}: ContentFormProps) {
  const form = useForm<ContentFormValues>({
    defaultValues: {
      name: defaultValues?.name ?? '',
      short_name: defaultValues?.short_name ?? '',
      description: defaultValues?.description ?? '',
      type: defaultValues?.type === undefined ? '' : String(defaultValues.type),
      object_type: defaultValues?.object_type ?? 'content',
      url: defaultValues?.url ?? '',
      image_file: defaultValues?.image_file ?? null,
      points: defaultValues?.points === undefined ? '' : String(defaultValues.points),
      estimated_time: String(defaultValues?.estimated_time ?? authoringLimits.estimatedMinutesDefault),
      content_owner_user_email: defaultValues?.content_owner_user_email ?? '',
      preferred_browser: defaultValues?.preferred_browser ?? 'all',
      language: defaultValues?.language ?? languages[0].id,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const takenRule = useNameCheck(form, checkNames);
  const unknownOwnerRule = useOwnerCheck(form, checkOwner);
  const submit = useAuthoringForm({ form, serverErrors, onDirtyChange, onSubmit, toSubmitted });
  const url = useWatch({ control, name: 'url' });
  const urlWarning = cleanText(url) === '' ? undefined : checkContentUrl(url).warning;

  return (
    <form
      id={id}
      noValidate
      data-slot="content-form"
      className={cn('grid gap-4', className)}
      onSubmit={submit}
      onKeyDown={submitOnEnter}
    >
      <RuledTextField
        label="Name"
        required
        maxLength={authoringLimits.nameMaxLength}
        errorMessage={errors.name?.message}
        {...register('name', { validate: (value) => nameRule(value) ?? takenRule('name')(value) })}
      />
      <RuledTextField
        label="Short name"
        required
        maxLength={authoringLimits.shortNameMaxLength}
        errorMessage={errors.short_name?.message}
        {...register('short_name', {
          validate: (value) => shortNameRule(value) ?? takenRule('short_name')(value),
        })}
      />
      <TextArea
        label="Description"
        required
        maxLength={authoringLimits.descriptionMaxLength}
        errorMessage={errors.description?.message}
        {...register('description', { validate: descriptionRule })}
      />
      <Select
        label="Type"
        placeholder="Choose a type"
        required
        options={contentTypeOptions}
        errorMessage={errors.type?.message}
        {...register('type', { validate: requiredChoice })}
      />
      <Controller
        control={control}
        name="object_type"
        render={({ field }) => (
          <Checkbox
            ref={field.ref}
            label="Compliance content"
            description="Learners retake it every year by default."
            checked={field.value === 'complianceContent'}
            onCheckedChange={(isCompliance) => field.onChange(isCompliance ? 'complianceContent' : 'content')}
            onBlur={field.onBlur}
          />
        )}
      />
      <RuledTextField
        label="Web address"
        type="url"
        required
        autoComplete="off"
        errorMessage={errors.url?.message}
        notice={urlWarning}
        {...register('url', { validate: (value) => checkContentUrl(value).error })}
      />
      <Controller
        control={control}
        name="image_file"
        rules={{ validate: imageRule }}
        render={({ field, fieldState }) => (
          <ImageField
            ref={field.ref}
            label="Image"
            value={field.value}
            onChange={field.onChange}
            upload={upload}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <RuledTextField
          label="Points"
          inputMode="numeric"
          required
          errorMessage={errors.points?.message}
          {...register('points', { validate: pointsRule })}
        />
        <RuledTextField
          label="Estimated time (minutes)"
          inputMode="numeric"
          required
          errorMessage={errors.estimated_time?.message}
          {...register('estimated_time', { validate: estimatedMinutesRule })}
        />
      </div>
      <RuledTextField
        label="Content owner e-mail"
        type="email"
        required
        autoComplete="off"
        spellCheck={false}
        errorMessage={errors.content_owner_user_email?.message}
        {...register('content_owner_user_email', {
          validate: (value) => contentOwnerRule(value) ?? unknownOwnerRule(value),
        })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Preferred browser"
          options={preferredBrowserOptions}
          {...register('preferred_browser')}
        />
        <Select label="Language" options={languageOptions} {...register('language')} />
      </div>
    </form>
  );
}
