/**
 * The admin's segnocode calls (001 sections 3, 5 and 7): is a code free, give a content a code of the admin's
 * own (gen mode manual), take it away (gen mode clear), the printable code image, and who redeemed a code.
 */
import {
  adminMessages,
  adminSegnocodeRule,
  cleanAdminSegnocode,
  type RedeemedUsers,
  type RedeemedUsersQuery,
  type SegnocodeAvailability,
  type SegnocodeChange,
  segnocodeGenModes,
} from '@segno/domain';
import { isSegnocodeInUse } from '../repositories/admin-content-repository';
import { insertChange } from '../repositories/change-log-repository';
import {
  findCodeContent,
  findContentCode,
  listRedemptions,
  setContentCode,
} from '../repositories/segnocode-admin-repository';
import type { ServiceContext } from './service-context';

const genModeId = (mode: (typeof segnocodeGenModes)[number]) => segnocodeGenModes.indexOf(mode) + 1;

export type SegnocodeRuleRefusal = { refusal: 'invalid'; message: string };

const refused = (contentId: number, current: string | null, message: string): SegnocodeChange => ({
  error: 1,
  error_msg: message,
  content_id: contentId,
  segnocode: current,
  segnocode_gen_mode: null,
});

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A printable card: the content's name and its code in large letters (an SVG, portrait or landscape). */
export function segnocodeImage(orientation: 'p' | 'l', name: string, code: string): string {
  const [width, height] = orientation === 'p' ? [600, 800] : [800, 600];
  const title = escapeXml(name.length > 40 ? `${name.slice(0, 39)}…` : name);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`Segno code ${code}`)}">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="#111827" stroke-width="4" rx="24"/>`,
    `<text x="50%" y="${height * 0.3}" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#111827">${title}</text>`,
    `<text x="50%" y="${height * 0.42}" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#374151">Segno code</text>`,
    `<text x="50%" y="${height * 0.58}" text-anchor="middle" font-family="monospace" font-size="64" font-weight="bold" letter-spacing="6" fill="#111827">${escapeXml(code)}</text>`,
    '</svg>',
  ].join('');
}

export function createSegnocodeAdminService({ orm, now }: ServiceContext) {
  return {
    /** Whether a code is free; a refusal with the rule's message when the code breaks the admin rules. */
    async availability(typed: string): Promise<SegnocodeAvailability | SegnocodeRuleRefusal> {
      const message = adminSegnocodeRule(typed);
      if (message) return { refusal: 'invalid', message };
      const code = cleanAdminSegnocode(typed);
      return { code, available: !(await isSegnocodeInUse(orm, code)) };
    },

    /**
     * Gives the content the typed code (gen mode manual), one transaction with its change-log line. Error 1
     * with the reason when the code breaks a rule or is taken by another content or handed-out code.
     */
    replace(userId: number, contentId: number, typed: string): Promise<SegnocodeChange | 'notFound'> {
      return orm.transaction(async (tx) => {
        const found = await findContentCode(tx, contentId);
        if (!found) return 'notFound';
        const message = adminSegnocodeRule(typed);
        if (message) return refused(contentId, found.segnocode, message);
        const code = cleanAdminSegnocode(typed);
        if (found.segnocode !== code && (await isSegnocodeInUse(tx, code)))
          return refused(contentId, found.segnocode, adminMessages.validation.segnocodeTaken);
        const at = now();
        await setContentCode(tx, contentId, {
          segnocode: code,
          segnocodeGenMode: genModeId('manual'),
          updatedAt: at,
        });
        await insertChange(
          tx,
          { objectType: 'content', objectId: contentId, userId, action: 'update', detail: 'segnocode' },
          at,
        );
        return {
          error: 0,
          error_msg: null,
          content_id: contentId,
          segnocode: code,
          segnocode_gen_mode: 'manual',
        };
      });
    },

    /** Takes the content's code away (gen mode clear). */
    remove(userId: number, contentId: number): Promise<SegnocodeChange | 'notFound'> {
      return orm.transaction(async (tx) => {
        const found = await findContentCode(tx, contentId);
        if (!found) return 'notFound';
        const at = now();
        await setContentCode(tx, contentId, {
          segnocode: null,
          segnocodeGenMode: genModeId('clear'),
          updatedAt: at,
        });
        await insertChange(
          tx,
          { objectType: 'content', objectId: contentId, userId, action: 'update', detail: 'segnocode' },
          at,
        );
        return {
          error: 0,
          error_msg: null,
          content_id: contentId,
          segnocode: null,
          segnocode_gen_mode: 'clear',
        };
      });
    },

    /** The printable image of the content's code, or undefined when it has none. */
    async image(orientation: 'p' | 'l', contentId: number): Promise<string | undefined> {
      const found = await findContentCode(orm, contentId);
      if (!found?.segnocode) return undefined;
      return segnocodeImage(orientation, found.name, found.segnocode);
    },

    /** The redeemed-users report (001 section 7); error 1 when no content or handed-out code has the code. */
    async redeemedUsers(typed: string, query: RedeemedUsersQuery): Promise<RedeemedUsers> {
      const code = cleanAdminSegnocode(typed);
      const codeContent = code === '' ? undefined : await findCodeContent(orm, code);
      if (!codeContent)
        return { error: 1, msg: adminMessages.segnocodes.unknownCode, content: null, count: 0, data: [] };
      const { rows, total } = await listRedemptions(orm, code, query);
      return {
        error: 0,
        msg: '',
        content: codeContent,
        count: total,
        data: rows.map((row) => ({ ...row, location: null, locDesc: null })),
      };
    },
  };
}

export type SegnocodeAdminService = ReturnType<typeof createSegnocodeAdminService>;
