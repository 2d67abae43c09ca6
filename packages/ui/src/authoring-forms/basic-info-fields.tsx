import { authoringLimits, descriptionRule, imageRule, nameRule, shortNameRule } from '@segno/domain';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ImageField } from '../image-field';
import { TextArea } from '../text-area';
import type { CheckNames } from './form-types';
import { RuledTextField } from './ruled-text-field';
import { useNameCheck } from './use-name-check';

/** The fields every authored item shares (001 section 5: "Segment save: image, name, short_name, description"). */
export type BasicInfoValues = {
  name: string;
  short_name: string;
  description: string;
  image_file: string | null;
};

type NameValues = Pick<BasicInfoValues, 'name' | 'short_name'>;

/**
 * A form whose values include `Shared`, seen as a form of `Shared` alone: the shared fields register by name,
 * and react-hook-form's types cannot narrow a generic form to some of its fields.
 */
function sharedForm<Shared extends FieldValues>(form: object) {
  return form as UseFormReturn<Shared>;
}

/** Any form whose values include the shared fields. */
type SharedFieldProps<Values extends FieldValues> = { form: UseFormReturn<Values> };

/**
 * Name and short name, required and limited (001 section 5), each checked for "not already taken" by
 * `checkNames` once typing stops.
 */
export function NameFields<Values extends NameValues>({
  form,
  checkNames,
}: SharedFieldProps<Values> & { checkNames?: CheckNames }) {
  const namesForm = sharedForm<NameValues>(form);
  const {
    register,
    formState: { errors },
  } = namesForm;
  const takenRule = useNameCheck(namesForm, checkNames);
  return (
    <>
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
    </>
  );
}

/** The required description, at most 1000 characters with a counter. */
export function DescriptionField<Values extends Pick<BasicInfoValues, 'description'>>({
  form,
}: SharedFieldProps<Values>) {
  const {
    register,
    formState: { errors },
  } = sharedForm<Pick<BasicInfoValues, 'description'>>(form);
  return (
    <TextArea
      label="Description"
      required
      maxLength={authoringLimits.descriptionMaxLength}
      errorMessage={errors.description?.message}
      {...register('description', { validate: descriptionRule })}
    />
  );
}

/**
 * The required image, uploaded as chosen. Its control (a button) cannot say it is invalid, so the wrapper
 * does (`data-field-state`), for the form's focus on an invalid submit.
 */
export function ImageFormField<Values extends Pick<BasicInfoValues, 'image_file'>>({
  form,
  upload,
}: SharedFieldProps<Values> & { upload: (file: File) => Promise<string> }) {
  const { control } = sharedForm<Pick<BasicInfoValues, 'image_file'>>(form);
  return (
    <Controller
      control={control}
      name="image_file"
      rules={{ validate: imageRule }}
      render={({ field, fieldState }) => (
        <div data-field-state={fieldState.invalid ? 'invalid' : 'valid'}>
          <ImageField
            ref={field.ref}
            label="Image"
            value={field.value}
            onChange={field.onChange}
            upload={upload}
            errorMessage={fieldState.error?.message}
          />
        </div>
      )}
    />
  );
}

/** Name, short name, description and image, in that order: the basic info of segments and badges. */
export function BasicInfoFields<Values extends BasicInfoValues>({
  form,
  checkNames,
  upload,
}: SharedFieldProps<Values> & {
  checkNames?: CheckNames;
  upload: (file: File) => Promise<string>;
}) {
  return (
    <>
      <NameFields form={form} checkNames={checkNames} />
      <DescriptionField form={form} />
      <ImageFormField form={form} upload={upload} />
    </>
  );
}
