import {
  adminMessages,
  authoringLimits,
  type ContentDraft,
  checkContentAddress,
  cleanText,
  type contentObjectTypes,
  contentOwnerRule,
  estimatedMinutesRule,
  languages,
  messages,
  pointsRule,
  type preferredBrowsers,
  subTypeRule,
  subTypesOf,
} from '@segno/domain';
import { Controller, useWatch } from 'react-hook-form';
import { Checkbox } from '../checkbox';
import { cn } from '../lib/cn';
import { Select } from '../select';
import { DescriptionField, ImageFormField, NameFields } from './basic-info-fields';
import {
  contentTypeOf,
  contentTypeOptions,
  languageOptions,
  preferredBrowserOptions,
  subTypeOptions,
} from './form-texts';
import type { AuthoringFormProps, CheckNames } from './form-types';
import { RuledTextField } from './ruled-text-field';
import { submitOnEnter, useAuthoringForm, useAuthoringFormState } from './use-authoring-form';
import { useOwnerCheck } from './use-owner-check';

type ContentFormValues = {
  name: string;
  short_name: string;
  description: string;
  type: string;
  /** '' for none. */
  sub_type: string;
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
    // A sub type the type does not offer is never sent (the select is hidden for it).
    sub_type: subTypesOf(Number(values.type)).some((subType) => subType.id === values.sub_type)
      ? values.sub_type
      : null,
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

/** The url's check for the chosen type and sub type (SCORM addresses have their own rule). */
const addressCheck = (values: Pick<ContentFormValues, 'url' | 'type' | 'sub_type'>) =>
  checkContentAddress(values.url, {
    type: contentTypeOf(values.type),
    subType: values.sub_type === '' ? null : values.sub_type,
  });

/**
 * A content's basic info (001 sections 3 and 5). The sub type select shows only for a type with sub types
 * (SCORM), and a type change clears a sub type of the former type. An http address is allowed with a warning
 * under the field, except for SCORM, whose address must be https and, unless segscorm, name its activityid and
 * coursename. The content owner must be a company e-mail of an existing user.
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
  const form = useAuthoringFormState<ContentFormValues>({
    defaultValues: {
      name: defaultValues?.name ?? '',
      short_name: defaultValues?.short_name ?? '',
      description: defaultValues?.description ?? '',
      type: defaultValues?.type === undefined ? '' : String(defaultValues.type),
      sub_type: defaultValues?.sub_type ?? '',
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
    getValues,
    setValue,
    formState: { errors },
  } = form;
  const unknownOwnerRule = useOwnerCheck(form, checkOwner);
  const submit = useAuthoringForm({ form, serverErrors, onDirtyChange, onSubmit, toSubmitted });
  const [url, type, subType] = useWatch({ control, name: ['url', 'type', 'sub_type'] });
  const urlWarning =
    cleanText(url) === '' ? undefined : addressCheck({ url, type, sub_type: subType }).warning;
  const subTypeChoices = subTypeOptions(type);

  return (
    <form
      id={id}
      noValidate
      data-slot="content-form"
      className={cn('grid gap-4', className)}
      onSubmit={submit}
      onKeyDown={submitOnEnter}
    >
      <NameFields form={form} checkNames={checkNames} />
      <DescriptionField form={form} />
      <Select
        label="Type"
        placeholder="Choose a type"
        required
        options={contentTypeOptions}
        errorMessage={errors.type?.message}
        {...register('type', {
          validate: requiredChoice,
          deps: ['url'],
          onChange: () => {
            // A sub type belongs to its type: another type keeps it only if it offers it too.
            const { type: newType, sub_type: chosen } = getValues();
            const isOffered = subTypesOf(contentTypeOf(newType)).some((option) => option.id === chosen);
            if (chosen !== '' && !isOffered) setValue('sub_type', '', { shouldDirty: true });
          },
        })}
      />
      {subTypeChoices.length > 0 && (
        <Select
          label={adminMessages.contentTypes.subTypeLabel}
          placeholder={adminMessages.contentTypes.chooseSubType}
          required
          options={subTypeChoices}
          errorMessage={errors.sub_type?.message}
          {...register('sub_type', {
            validate: (value, values) =>
              subTypeRule({ type: contentTypeOf(values.type), subType: value || null }),
            deps: ['url'],
          })}
        />
      )}
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
        {...register('url', { validate: (value, values) => addressCheck({ ...values, url: value }).error })}
      />
      <ImageFormField form={form} upload={upload} />
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
