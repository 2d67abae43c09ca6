import { describe, expect, it } from 'vitest';
import { alertTextMaxLength } from '../limits';
import { adminMessages } from '../messages-admin';
import { alertSaveSchema } from '../schemas/alert-admin';
import { alertSaveAction } from './alert-editing';

describe('alertSaveAction', () => {
  it.each([
    [null, 'Maintenance tonight', 'create'],
    [{ alert_status: 0 as const }, 'Maintenance tonight', 'update'],
    [{ alert_status: 1 as const }, 'Maintenance tonight', 'update'],
    // spec: saving an empty text on an existing alert with status 1 deletes it
    [{ alert_status: 1 as const }, '', 'delete'],
    [{ alert_status: 1 as const }, '  <> ', 'delete'],
    [{ alert_status: 0 as const }, '', 'refuseEmpty'],
    [null, '   ', 'refuseEmpty'],
  ])('%o with %j → %s', (current, text, action) => {
    expect(alertSaveAction(current, text)).toBe(action);
  });
});

describe('alertSaveSchema', () => {
  it('cleans the text, reads the status from a form and defaults the type to 1', () => {
    expect(alertSaveSchema.parse({ alert_text: ' <b>Hi</b> ', alert_status: '1' })).toEqual({
      alert_text: 'bHi/b',
      alert_status: 1,
      alert_type: 1,
    });
  });

  it('allows 200 characters, refuses 201 with the length message', () => {
    const at = (length: number) => ({ alert_text: 'a'.repeat(length), alert_status: 0 });
    expect(alertSaveSchema.safeParse(at(alertTextMaxLength)).success).toBe(true);
    const tooLong = alertSaveSchema.safeParse(at(alertTextMaxLength + 1));
    expect(tooLong.error?.issues[0]?.message).toBe(
      adminMessages.validation.tooLong.replace('{{maxlength}}', '200'),
    );
  });

  it('refuses a status other than 0 or 1 and a type other than 1', () => {
    expect(alertSaveSchema.safeParse({ alert_text: 'x', alert_status: 2 }).success).toBe(false);
    expect(alertSaveSchema.safeParse({ alert_text: 'x', alert_status: 1, alert_type: 2 }).success).toBe(
      false,
    );
  });
});
