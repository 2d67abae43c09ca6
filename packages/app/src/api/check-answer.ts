/**
 * Development builds, stories and tests parse every answer with the contract's schema, so a mock or a server
 * that drifts from the contract fails loudly. Production builds do not parse answers again (the server's tests
 * parse every answer): vite.config.ts replaces this module with one that hands the answer back as it is.
 */
import { type CallAnswer, type CallName, contract } from '@segno/domain/contract';

export function checkAnswer<Name extends CallName>(name: Name, answer: unknown): CallAnswer<Name> {
  const schema = contract[name].answer;
  return (schema === 'file' ? answer : schema.parse(answer)) as CallAnswer<Name>;
}
