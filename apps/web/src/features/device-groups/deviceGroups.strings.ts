import { addStrings } from '../../i18n/index.ts';
import { deviceGroupsEn } from './deviceGroups.en.ts';

// Registered when a device-groups screen loads (see addStrings).
addStrings({ deviceGroups: deviceGroupsEn });
