import { randomBytes } from 'node:crypto';
import { sessionLimits } from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { createSsoTicket, verifySsoTicket } from './sso-ticket';

const secret = randomBytes(32);
const issuedAt = new Date('2026-03-10T10:00:00Z');
const later = (ms: number) => new Date(issuedAt.getTime() + ms);

describe('single-sign-on tickets', () => {
  it('names the user while fresh', () => {
    const ticket = createSsoTicket('learner', secret, issuedAt);
    expect(ticket).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(verifySsoTicket(ticket, secret, later(sessionLimits.ssoTicketLifetimeMs - 1))).toBe('learner');
  });

  it('expires after the ticket lifetime', () => {
    const ticket = createSsoTicket('learner', secret, issuedAt);
    expect(verifySsoTicket(ticket, secret, later(sessionLimits.ssoTicketLifetimeMs))).toBeUndefined();
  });

  it('refuses a ticket signed with another secret', () => {
    const ticket = createSsoTicket('learner', randomBytes(32), issuedAt);
    expect(verifySsoTicket(ticket, secret, issuedAt)).toBeUndefined();
  });

  it('refuses a payload changed after signing', () => {
    const [, signature] = createSsoTicket('learner', secret, issuedAt).split('.');
    const forged = Buffer.from(JSON.stringify({ username: 'admin', exp: later(60_000).getTime() })).toString(
      'base64url',
    );
    expect(verifySsoTicket(`${forged}.${signature}`, secret, issuedAt)).toBeUndefined();
  });

  it.each(['', 'abc', 'a.b.c', '.', 'e30.', 'not base64!.x'])('refuses the malformed ticket %j', (ticket) => {
    expect(verifySsoTicket(ticket, secret, issuedAt)).toBeUndefined();
  });
});
