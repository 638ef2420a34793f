import { tooLongMessage } from '@outpost/contracts';

/**
 * The field's error when the text is over its limit. Forms show it instead of cutting the text
 * with `maxLength`, which drops what was typed or pasted without a word (issue 23 item 13).
 */
export function lengthError(value: string | null | undefined, max: number): string | undefined {
  return (value ?? '').length > max ? tooLongMessage(max) : undefined;
}
