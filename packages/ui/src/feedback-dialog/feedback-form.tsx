import { type FeedbackRequest, feedbackTopics, limits, messages } from '@segno/domain';
import { Controller, useForm } from 'react-hook-form';
import { FormDialogFooter, useSend } from '../form-dialog';
import { RadioGroup } from '../radio-group';
import { RatingStars } from '../rating-stars';
import { TextArea } from '../text-area';

/** What the learner fills in; the app adds browser, os, referrer and pageUrl before sending. */
export type FeedbackValues = Pick<FeedbackRequest, 'comment' | 'topic' | 'rating'>;

const topicOptions = feedbackTopics.map((topic) => ({ value: topic.id, label: topic.name }));
const [defaultTopic] = feedbackTopics;

/** Feedback needs a comment and a topic (000 section 5). */
const requiredText = (value: string) => value.trim() !== '' || messages.validation.required;

export type FeedbackFormProps = {
  onSubmit: (values: FeedbackValues) => Promise<void>;
  /** Called once the send worked, to close the dialog. */
  onSent: () => void;
  /** Shown when the send fails; the form keeps everything typed. */
  sendErrorMessage: string;
};

/** The fields of the feedback dialog: comment, topic (default content) and an optional rating. */
export function FeedbackForm({ onSubmit, onSent, sendErrorMessage }: FeedbackFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FeedbackValues>({ defaultValues: { comment: '', topic: defaultTopic.id, rating: undefined } });

  const { hasSendFailed, send } = useSend(
    (values: FeedbackValues) => onSubmit({ ...values, comment: values.comment.trim() }),
    onSent,
  );

  return (
    <form
      data-slot="feedback-form"
      data-state={isSubmitting ? 'submitting' : hasSendFailed ? 'failed' : 'idle'}
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(send)}
    >
      <TextArea
        label="Comment"
        required
        maxLength={limits.feedbackCommentMaxLength}
        errorMessage={errors.comment?.message}
        {...register('comment', { validate: requiredText })}
      />
      <Controller
        control={control}
        name="topic"
        rules={{ validate: (topic) => topic !== undefined || messages.validation.required }}
        render={({ field, fieldState }) => (
          <RadioGroup
            legend="Topic"
            required
            orientation="horizontal"
            options={topicOptions}
            value={field.value}
            onValueChange={field.onChange}
            errorMessage={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-1">
        <span aria-hidden="true" className="text-sm font-medium">
          Rating (optional)
        </span>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <RatingStars label="Rating (optional)" value={field.value} onValueChange={field.onChange} />
          )}
        />
      </div>
      <FormDialogFooter
        submitLabel="Send feedback"
        isSubmitting={isSubmitting}
        sendErrorMessage={hasSendFailed ? sendErrorMessage : undefined}
      />
    </form>
  );
}
