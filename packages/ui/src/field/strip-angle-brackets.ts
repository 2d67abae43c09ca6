/** Input and textarea fields strip the characters less-than and greater-than (000, section 5). */
export function stripAngleBrackets(value: string): string {
  return value.replace(/[<>]/g, '');
}
