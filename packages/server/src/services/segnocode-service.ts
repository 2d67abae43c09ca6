/**
 * Redeeming and looking up segnocodes (000, sections 1, 4 and 7). A code a leader hands out completes its
 * content for the learner through the scoring engine, once per learner, until it expires.
 */
import {
  isValidSegnocode,
  messages,
  normalizeSegnocode,
  type RedeemResponse,
  type SegnocodeLookup,
} from '@segno/domain';
import { findSegnocode, insertRedemption } from '../repositories/segnocode-repository';
import { readSubmitter } from '../repositories/submission-repository';
import { recordCompletionIn } from './scoring-engine';
import type { ServiceContext } from './service-context';
import { checkConsumable, toEarnedMedals } from './submission-access';

const refused = (msg: string): RedeemResponse => ({
  error: 1,
  msg,
  content: null,
  points: 0,
  badges: [],
  medals: [],
  level: null,
});

export function createSegnocodeService({ orm, now }: ServiceContext) {
  return {
    /**
     * Error 1 with a message for a code the learner cannot redeem; 'not_consumable' when its content may not
     * be taken now (the route answers 403). The code is the leader's word that the training was done, so it
     * completes the content without the prerequisite and off-the-clock checks of a submission.
     */
    redeem(userId: number, typedCode: string): Promise<RedeemResponse | 'not_consumable'> {
      const code = normalizeSegnocode(typedCode);
      return orm.transaction(async (tx) => {
        const submitter = await readSubmitter(tx, userId, null);
        if (submitter?.isGenericUser) return refused(messages.segnocode.genericUser);
        if (!isValidSegnocode(code)) return refused(messages.validation.invalidSegnocode);
        const found = await findSegnocode(tx, code);
        if (!found) return refused(messages.segnocode.unknown);
        const at = now();
        if (found.expiresAt !== null && found.expiresAt <= at) return refused(messages.segnocode.expired);
        const content = await checkConsumable(tx, found.contentId, at);
        if (content === 'not_found' || content === 'not_consumable') return 'not_consumable';
        if (!(await insertRedemption(tx, { code, userId, redeemedAt: at }))) {
          return refused(messages.segnocode.alreadyRedeemed);
        }
        const result = await recordCompletionIn(tx, userId, content.id, at);
        if (!result) return 'not_consumable';
        return {
          error: 0,
          msg: messages.completion.redeemed,
          content: { content_id: content.id, name: content.name },
          points: result.points,
          badges: result.badges,
          medals: toEarnedMedals(result.medals),
          level: result.level,
        };
      });
    },

    async lookup(typedCode: string): Promise<SegnocodeLookup | undefined> {
      const code = normalizeSegnocode(typedCode);
      if (!isValidSegnocode(code)) return undefined;
      const found = await findSegnocode(orm, code);
      return (
        found && {
          data: {
            code: found.code,
            content_id: found.contentId,
            content_name: found.contentName,
            expiration_date: found.expiresAt,
          },
        }
      );
    },
  };
}

export type SegnocodeService = ReturnType<typeof createSegnocodeService>;
