import {
  type CompletionResponse,
  completionPointsMessage,
  contentTypes,
  isValidSegnocode,
  messages,
  needsSegnocode,
  prerequisiteRuleText,
  submitRestrictionMessages,
} from '@segno/domain';
import { assign, fromPromise, not, setup } from 'xstate';
import type {
  CompletionContent,
  CompletionReward,
  ContentCompletionEvent,
  ContentCompletionInput,
  ContentCompletionOutput,
  SendRatingInput,
  SubmitCompletionInput,
} from './content-completion.types';

type ContentCompletionContext = {
  content: CompletionContent;
  /** The code typed for a segnocode content; cleared when the server refuses a submission. */
  segnocode?: string;
  codeError?: string;
  /** A rating given with the submission (sent with the completion form). */
  rating?: number;
  restrictionMessage?: string;
  lockedRuleText?: string;
  reward?: CompletionReward;
  errorTitle?: string;
  errorMessage?: string;
  warningMessage?: string;
  outcome?: ContentCompletionOutput['outcome'];
};

const checklistType = contentTypes.find((option) => option.name === 'checklists')?.id;
const isChecklist = (content: CompletionContent) => content.type === checklistType;

function rewardOf(response: CompletionResponse): CompletionReward {
  return {
    points: response.points,
    pointsMessage: completionPointsMessage(response.points),
    badges: response.badges,
    medals: response.medals,
    level: response.level,
  };
}

/**
 * Taking one content and submitting its completion (000, section 4). A locked content only shows its
 * prerequisites and is left; a restricted learner (generic user id, or off the clock on required content)
 * cannot submit. Otherwise submit is enabled only once the content is finished: video ended, document read,
 * external link opened, a valid code entered (segnocode content) or every item checked (checklist). The
 * server's answer leads to the reward popup, the completion warning or the error popup. A rating given when
 * the reward popup closes is sent then (spec: "the rating is sent when the completion dialog is closed").
 * From the warning or the error, `completion.dismiss` closes the dialog (back to the content) and
 * `completion.retry` submits again at once (not after an error on a code content: its code was cleared).
 * The app provides `submitCompletion`, `sendRating` and `refreshStats`.
 */
export const contentCompletionMachine = setup({
  types: {
    context: {} as ContentCompletionContext,
    events: {} as ContentCompletionEvent,
    input: {} as ContentCompletionInput,
    output: {} as ContentCompletionOutput,
  },
  actors: {
    submitCompletion: fromPromise<CompletionResponse, SubmitCompletionInput>(async () => {
      throw new Error('contentCompletionMachine needs a submitCompletion actor (machine.provide)');
    }),
    sendRating: fromPromise<unknown, SendRatingInput>(async () => {
      throw new Error('contentCompletionMachine needs a sendRating actor (machine.provide)');
    }),
  },
  actions: {
    refreshStats: () => {},
  },
  guards: {
    isLocked: ({ context }) => context.content.is_locked,
    isRestricted: ({ context }) => context.content.restriction !== null,
    finishesWhenPlayed: ({ context }) => !needsSegnocode(context.content) && !isChecklist(context.content),
    needsSegnocode: ({ context }) => needsSegnocode(context.content),
    isChecklist: ({ context }) => isChecklist(context.content),
    isValidCode: ({ context, event }) =>
      needsSegnocode(context.content) &&
      event.type === 'completion.code-entered' &&
      isValidSegnocode(event.segnocode.trim()),
    isAllChecked: ({ context, event }) =>
      isChecklist(context.content) && event.type === 'completion.checklist-changed' && event.allChecked,
    hasRating: ({ event }) => event.type === 'completion.close' && event.rating !== undefined,
  },
}).createMachine({
  id: 'contentCompletion',
  context: ({ input }) => ({ content: input.content }),
  initial: 'opening',
  states: {
    opening: {
      always: [
        { guard: 'isLocked', target: 'locked' },
        { guard: 'isRestricted', target: 'restricted' },
        { target: 'taking' },
      ],
    },
    locked: {
      entry: assign({
        lockedRuleText: ({ context }) =>
          prerequisiteRuleText(
            context.content.prerequisites.rule,
            context.content.prerequisites.items.length,
          ),
      }),
      on: { 'completion.leave': 'left' },
    },
    restricted: {
      entry: assign({
        restrictionMessage: ({ context }) =>
          context.content.restriction ? submitRestrictionMessages[context.content.restriction] : undefined,
      }),
      on: { 'completion.leave': 'left' },
    },
    taking: {
      initial: 'consuming',
      on: {
        'completion.video-ended': { guard: 'finishesWhenPlayed', target: '.finished' },
        'completion.document-read': { guard: 'finishesWhenPlayed', target: '.finished' },
        'completion.link-opened': { guard: 'finishesWhenPlayed', target: '.finished' },
        'completion.code-entered': [
          {
            guard: 'isValidCode',
            target: '.finished',
            actions: assign({ segnocode: ({ event }) => event.segnocode.trim(), codeError: undefined }),
          },
          {
            // spec 000 section 5: letters and digits only; an empty field is simply not finished yet
            guard: 'needsSegnocode',
            target: '.consuming',
            actions: assign({
              segnocode: undefined,
              codeError: ({ event }) =>
                event.segnocode.trim() ? messages.validation.invalidSegnocode : undefined,
            }),
          },
        ],
        'completion.checklist-changed': [
          { guard: 'isAllChecked', target: '.finished' },
          { guard: 'isChecklist', target: '.consuming' },
        ],
      },
      states: {
        consuming: {},
        finished: {
          on: {
            'completion.submit': {
              target: '#contentCompletion.submitting',
              actions: assign({ rating: ({ event }) => event.rating }),
            },
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'submitCompletion',
        input: ({ context }) => ({
          score: 1 as const,
          ...(context.rating !== undefined && { rating: context.rating }),
          ...(needsSegnocode(context.content) && { segnocode: context.segnocode }),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.error !== 0,
            target: 'error',
            actions: assign({ errorMessage: ({ event }) => event.output.msg || messages.errors.generic }),
          },
          {
            guard: ({ event }) => event.output.completed,
            target: 'completed',
            actions: assign({ reward: ({ event }) => rewardOf(event.output) }),
          },
          { target: 'notCompleted' },
        ],
        onError: { target: 'error', actions: assign({ errorMessage: messages.errors.generic }) },
      },
    },
    completed: {
      entry: 'refreshStats',
      on: {
        'completion.close': [{ guard: 'hasRating', target: 'sendingRating' }, { target: 'done' }],
      },
    },
    sendingRating: {
      invoke: {
        src: 'sendRating',
        input: ({ event }) => ({ rating: event.type === 'completion.close' ? (event.rating ?? 0) : 0 }),
        // the completion already counted: a failed rating does not keep the learner here
        onDone: 'done',
        onError: 'done',
      },
    },
    notCompleted: {
      entry: assign({ warningMessage: messages.completion.notCompleted }),
      exit: assign({ warningMessage: undefined }),
      on: { 'completion.dismiss': 'taking.finished', 'completion.retry': 'submitting' },
    },
    error: {
      // spec 000 section 8: the segnocode is cleared; the dialog shows the server's msg under this title
      entry: assign({ segnocode: undefined, errorTitle: messages.errors.completionTitle }),
      exit: assign({ errorTitle: undefined, errorMessage: undefined }),
      on: {
        'completion.dismiss': [
          { guard: 'needsSegnocode', target: 'taking.consuming' },
          { target: 'taking.finished' },
        ],
        // a code content has lost its code: the learner enters it again before submitting
        'completion.retry': { guard: not('needsSegnocode'), target: 'submitting' },
      },
    },
    left: { type: 'final', entry: assign({ outcome: 'left' as const }) },
    done: { type: 'final', entry: assign({ outcome: 'done' as const }) },
  },
  output: ({ context }) => ({ outcome: context.outcome ?? 'left' }),
});
