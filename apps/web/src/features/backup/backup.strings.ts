import { addStrings } from '../../i18n/index.ts';
import { backupEn } from './backup.en.ts';

// Registered when a screen that shows backups loads (see addStrings).
addStrings({ backup: backupEn });
