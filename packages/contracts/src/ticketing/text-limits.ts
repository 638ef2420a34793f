/** The words for text over its limit, the same on the server's refusal and the form's field (issue 23 item 13). */
export const tooLongMessage = (max: number) => `Must be at most ${max} characters`;

/** The limit of a time entry's description. */
export const TIME_ENTRY_DESCRIPTION_MAX_LENGTH = 1000;
