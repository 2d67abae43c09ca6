import { type ContentRequest, contentTypes, limits, messages } from '@segno/domain';
import { useForm } from 'react-hook-form';
import { FormDialogFooter, useSend } from '../form-dialog';
import { Select, type SelectOption } from '../select';
import { TextArea } from '../text-area';

/** What the learner fills in; the app adds pageUrl before sending. An empty type means none chosen. */
export type RequestContentValues = Pick<ContentRequest, 'comment' | 'type'>;

/** The content types by name ('job_aid' reads 'Job aid'). */
export const defaultContentTypeOptions: readonly SelectOption[] = contentTypes.map(({ name }) => ({
  value: name,
  label: name.charAt(0).toUpperCase() + name.slice(1).replaceAll('_', ' '),
}));

/** A request needs a comment (000 section 5). */
const requiredText = (value: string) => value.trim() !== '' || messages.validation.required;

export type RequestContentFormProps = {
  onSubmit: (values: RequestContentValues) => Promise<void>;
  onSent: () => void;
  sendErrorMessage: string;
  typeOptions: readonly SelectOption[];
};

/** The fields of the request-content dialog: what to cover (required) and an optional kind of content. */
export function RequestContentForm({
  onSubmit,
  onSent,
  sendErrorMessage,
  typeOptions,
}: RequestContentFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ comment: string; type: string }>({ defaultValues: { comment: '', type: '' } });

  const { hasSendFailed, send } = useSend(
    ({ comment, type }: { comment: string; type: string }) =>
      onSubmit({ comment: comment.trim(), type: type === '' ? undefined : type }),
    onSent,
  );

  return (
    <form
      data-slot="request-content-form"
      data-state={isSubmitting ? 'submitting' : hasSendFailed ? 'failed' : 'idle'}
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(send)}
    >
      <TextArea
        label="Comment"
        description="What would you like to learn about?"
        required
        maxLength={limits.feedbackCommentMaxLength}
        errorMessage={errors.comment?.message}
        {...register('comment', { validate: requiredText })}
      />
      <Select
        label="Type of content (optional)"
        placeholder="Any type"
        options={typeOptions}
        {...register('type')}
      />
      <FormDialogFooter
        submitLabel="Send request"
        isSubmitting={isSubmitting}
        sendErrorMessage={hasSendFailed ? sendErrorMessage : undefined}
      />
    </form>
  );
}
