import { addStrings } from '../../i18n/index.ts';
import { boardsEn } from './boards.en.ts';

// Registered when a screen that shows ticket boards loads (see addStrings).
addStrings({ boards: boardsEn });
