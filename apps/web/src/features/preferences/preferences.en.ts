/** English strings of the user's own preferences (namespace `translation`, keys `preferences.*`). */
export const preferencesEn = {
  tableSettingsNotSaved: 'Your table settings could not be saved: {{message}}',
};
